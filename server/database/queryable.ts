import type { QueryResult, QueryResultRow } from 'pg';

/**
 * A statement PostgreSQL keeps parsed and planned on each connection, under
 * its name: used for the fixed statements every request runs (session check,
 * member, programme, the products of a page), where parsing and planning cost
 * more than running. A name always stands for the same text.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
  readonly values?: unknown[];
}

/** A pool or a client inside a transaction: repositories work with either. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
  query<R extends QueryResultRow = QueryResultRow>(statement: NamedStatement): Promise<QueryResult<R>>;
}
