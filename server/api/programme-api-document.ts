import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The programme API's OpenAPI document: routes, schemas and each operation's access are read from it. */
export const OPENAPI_DOCUMENT = fileURLToPath(new URL('../../openapi/programme-api.yaml', import.meta.url));

let parsed: Readonly<Record<string, unknown>> | null = null;

/**
 * The API document, parsed once per process. Its YAML took about a third of
 * a second of CPU to parse, twice for every app built (the access table and
 * the routes): once at start-up in production, but a test process builds
 * hundreds of apps. Read-only: whoever changes it works on a copy (the
 * route plugin clones it before resolving its references).
 */
export function programmeApiDocument(): Readonly<Record<string, unknown>> {
  parsed ??= parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as Record<string, unknown>;
  return parsed;
}
