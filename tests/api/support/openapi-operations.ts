import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_DOCUMENT, API_PREFIX } from '../../../server/api/api-routes';

/** The JSON Schema subset the programme document uses, with every `$ref` already resolved. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/** One operation of the document: a path and a method, with what a request to it is made of. */
export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path template under the server prefix, e.g. `/api/v1/address/{id}`. */
  pathTemplate: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: { required: boolean; schema: Schema } | null;
  /** Whether the operation asks for a bearer token. */
  secured: boolean;
  /** Who may call it: the operation's `x-access` (public, session, member, active-member, write, member-write). */
  access: string | undefined;
}

type Json = Record<string, unknown>;

function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

/** A copy of `node` with every `$ref` replaced by what it points to (the request schemas have no cycles). */
function dereference(document: Json, node: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(document, item, seen));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`cyclic $ref ${ref}`);
    return dereference(document, resolvePointer(document, ref), [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dereference(document, value, seen)]));
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of openapi/programme-api.yaml, in document order. */
export function loadOperations(): Operation[] {
  const document = parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as Json;
  const globalSecurity = Array.isArray(document.security) && document.security.length > 0;
  const operations: Operation[] = [];
  // Only what requests are made of is resolved: response schemas may be recursive (navigation menus).
  const resolved = <T>(node: unknown): T => dereference(document, node) as T;
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    const shared = resolved<Parameter[] | undefined>(item.parameters) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const own = resolved<Parameter[] | undefined>(operation.parameters) ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own].map(
        (parameter) => ({ ...parameter, required: parameter.required === true }),
      );
      const requestBody = resolved<{ required?: boolean; content?: Record<string, { schema?: Schema }> } | undefined>(
        operation.requestBody,
      );
      const bodySchema = requestBody?.content?.['application/json']?.schema;
      const security = operation.security as unknown[] | undefined;
      operations.push({
        id: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        pathTemplate: `${API_PREFIX}${path}`,
        parameters,
        body: bodySchema ? { required: requestBody?.required === true, schema: bodySchema } : null,
        secured: security ? security.length > 0 : globalSecurity,
        access: typeof operation['x-access'] === 'string' ? operation['x-access'] : undefined,
      });
    }
  }
  return operations;
}
