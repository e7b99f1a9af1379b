import { createHash } from 'node:crypto';
import pg from 'pg';

/** Past this many distinct statements a process names no more (a bound on memory if SQL text were ever unbounded). */
const MAX_NAMED_STATEMENTS = 2_000;

const names = new Map<string, string>();

/** A statement's name: its text's digest, so one text always has one name and two texts never share one. */
function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 40)}`;
  names.set(text, name);
  return name;
}

/** A query of the form node-postgres takes: its text and values, and what else the caller set. */
interface QueryConfigLike {
  text?: unknown;
  values?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * A connection that prepares every parameterised statement once and reuses it
 * (a named statement of the extended protocol). PostgreSQL then parses each
 * SQL text once per connection and, for a statement whose plan does not depend
 * on its values, plans it once too: on the member and catalogue calls planning
 * cost more than running the query (about 1.2 ms against 0.4 ms for a
 * member's cards, November 2026). A statement without values is sent as it is
 * (BEGIN, COMMIT, migrations' multi-statement scripts); so is one that names
 * itself, and a cursor or stream (`submit`).
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(config);
      if (name !== undefined) args = [{ name, text: config, values }, ...args.slice(2)];
    } else if (typeof config === 'object' && config !== null) {
      const query = config as QueryConfigLike;
      const parameters = query.values ?? values;
      if (typeof query.text === 'string' && query.name === undefined && query.submit === undefined && Array.isArray(parameters) && parameters.length > 0) {
        const name = statementName(query.text);
        if (name !== undefined) args = [{ ...query, name }, ...args.slice(1)];
      }
    }
    return (super.query as (...all: unknown[]) => never)(...args);
  }
}
