import type { LightMyRequestResponse } from 'fastify';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * What is wrong with an answer to a generated request, or null: no 5xx ever; every 4xx carries the ErrorBody
 * (a code and a message); a 400 also names the fields at fault (a non-empty `errors` list of {field, message}).
 */
export function contractBreach(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 500)}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const { code, message, errors } = (body ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
  if (!isNonEmptyString(code) || !isNonEmptyString(message)) {
    return `answered ${status} without an ErrorBody code and message: ${response.body.slice(0, 300)}`;
  }
  if (status !== 400) return null;
  const fieldErrorsOk =
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((entry: { field?: unknown; message?: unknown }) => isNonEmptyString(entry?.field) && isNonEmptyString(entry?.message));
  return fieldErrorsOk ? null : `answered 400 ${code} without field errors: ${response.body.slice(0, 300)}`;
}
