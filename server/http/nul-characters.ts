import type { FastifyRequest } from 'fastify';
import { ApiError, type FieldError } from './api-error';

const NUL = '\u0000';

/** The fields (dotted paths, as the validation errors name them) whose text holds a NUL character. */
export function fieldsWithNul(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithNul(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => fieldsWithNul(item, [...path, key]));
  }
  return [];
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL that reaches a query fails there as a 500. No field of the API has a
 * use for one: a request whose path, query or body carries it is refused as bad input, naming the fields.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  // A key with no name (`?=x`) is named by its part, as the schema errors name a whole body or query.
  const inPart = (part: 'path' | 'query' | 'body', value: unknown): FieldError[] =>
    fieldsWithNul(value).map((field) => ({ field: field || part, message: 'must not contain a NUL character' }));
  const errors = [...inPart('path', request.params), ...inPart('query', request.query), ...inPart('body', request.body)];
  if (errors.length > 0) throw ApiError.validation(errors);
}
