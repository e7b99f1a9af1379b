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
  const factory = AjvCompiler();
  const typedBody = factory({}, { customOptions: { ...REQUEST_AJV_OPTIONS, coerceTypes: false } });
  const fromText = factory({}, { customOptions: { ...REQUEST_AJV_OPTIONS, coerceTypes: 'array' } });
  return (route) => {
    const compile = route.httpPart === 'body' ? typedBody : fromText;
    const schema = route.httpPart === 'headers' ? headerNamesInLowerCase(route.schema) : route.schema;
    return compile({ ...route, schema } as never) as ReturnType<FastifySchemaCompiler<unknown>>;
  };
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
