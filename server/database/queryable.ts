import type { QueryResult, QueryResultRow } from 'pg';

/** A pool or a client inside a transaction: repositories work with either. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}
