import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/** Ajv options every part of a request is checked with. */
export const REQUEST_AJV_OPTIONS = {
  // Report every problem of a request, not only the first.
  allErrors: true,
  // additionalProperties: false in the document means "rejected", not "silently dropped".
  removeAdditional: false,
  // OpenAPI annotations (description, ...) are not JSON Schema keywords Ajv knows.
  strict: false,
} as const;

/**
 * The validator of the programme API's requests (decisions §1: the server
 * validates against the OpenAPI document). A JSON body is typed: a field of
 * the wrong type (`"2"`, `true` or `[3]` for a quantity, `"false"` for a
 * flag) is a 400 naming the field, never coerced. The path, query string and
 * headers arrive as text, so their numbers and flags are read from it
 * (Fastify's usual coercion, which also turns a repeated query key into a list).
 */
export function programmeApiValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return (route) => {
    const kind = route.httpPart === 'body' ? 'typedBody' : 'fromText';
    const schema = route.httpPart === 'headers' ? headerNamesInLowerCase(route.schema) : route.schema;
    const key = `${kind} ${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (validate === undefined) {
      validate = compilers()[kind]({ ...route, schema } as never) as ReturnType<FastifySchemaCompiler<unknown>>;
      compiled.set(key, validate);
    }
    return validate;
  };
}

/**
 * Validators compiled once per process, by part and schema: a validator is a
 * pure function of its schema, and compiling the document's schemas was most
 * of the CPU of building an app (once in production, hundreds of times in a
 * test process).
 */
const compiled = new Map<string, ReturnType<FastifySchemaCompiler<unknown>>>();

let ajv: { typedBody: ReturnType<ReturnType<typeof AjvCompiler>>; fromText: ReturnType<ReturnType<typeof AjvCompiler>> } | null = null;

function compilers(): NonNullable<typeof ajv> {
  if (ajv === null) {
    const factory = AjvCompiler();
    ajv = {
      typedBody: factory({}, { customOptions: { ...REQUEST_AJV_OPTIONS, coerceTypes: false } }),
      fromText: factory({}, { customOptions: { ...REQUEST_AJV_OPTIONS, coerceTypes: 'array' } }),
    };
  }
  return ajv;
}

/**
 * A headers schema whose names are in lower case, as Node hands headers over
 * (Fastify does this itself only for its own compiler): the document's
 * `Idempotency-Key` is the request's `idempotency-key`.
 */
function headerNamesInLowerCase(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  const { properties, required } = schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...schema,
    ...(properties ? { properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])) } : {}),
    ...(Array.isArray(required) ? { required: required.map((name) => (typeof name === 'string' ? name.toLowerCase() : name)) } : {}),
  };
}
