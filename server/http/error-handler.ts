import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorBody, type FieldError } from './api-error';

/** The parts of an Ajv error the mapping reads (Fastify passes Ajv's errors through). */
interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const ARTICLES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function fieldPath(instancePath: string, child?: unknown): string {
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof child === 'string') parts.push(child);
  return parts.join('.');
}

function describe(error: SchemaError): FieldError {
  const { keyword, params } = error;
  switch (keyword) {
    case 'required':
      return { field: fieldPath(error.instancePath, params.missingProperty), message: 'is required' };
    case 'additionalProperties':
      return { field: fieldPath(error.instancePath, params.additionalProperty), message: 'is not allowed' };
    case 'type': {
      const types = String(params.type).split(',');
      return {
        field: fieldPath(error.instancePath),
        message: `must be ${types.map((type) => ARTICLES[type] ?? type).join(' or ')}`,
      };
    }
    case 'minimum':
      return { field: fieldPath(error.instancePath), message: `must be at least ${String(params.limit)}` };
    case 'maximum':
      return { field: fieldPath(error.instancePath), message: `must be at most ${String(params.limit)}` };
    case 'exclusiveMinimum':
      return { field: fieldPath(error.instancePath), message: `must be more than ${String(params.limit)}` };
    case 'exclusiveMaximum':
      return { field: fieldPath(error.instancePath), message: `must be less than ${String(params.limit)}` };
    case 'minLength':
      return {
        field: fieldPath(error.instancePath),
        message: params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters`,
      };
    case 'maxLength':
      return { field: fieldPath(error.instancePath), message: `must be no more than ${String(params.limit)} characters` };
    case 'enum':
      return {
        field: fieldPath(error.instancePath),
        message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    case 'format':
      return { field: fieldPath(error.instancePath), message: `must be a valid ${String(params.format)}` };
    case 'pattern':
      return { field: fieldPath(error.instancePath), message: 'is invalid' };
    case 'const':
      return { field: fieldPath(error.instancePath), message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'minProperties':
      return {
        field: fieldPath(error.instancePath),
        message: params.limit === 1 ? 'must have at least one field' : `must have at least ${String(params.limit)} fields`,
      };
    default:
      return { field: fieldPath(error.instancePath), message: error.message ?? 'is invalid' };
  }
}

/** Turns schema validation errors into the documented `errors` list, one entry per problem. */
export function fieldErrorsFrom(errors: readonly SchemaError[], context: string | undefined): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    const described = describe(error);
    // An error about the whole body or query (e.g. "must be an object") names the part itself.
    const field = described.field || (context === 'querystring' ? 'query' : (context ?? 'body'));
    const key = `${field}\u0000${described.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      result.push({ field, message: described.message });
    }
  }
  return result;
}

/** fastify-openapi-glue wraps security handler failures; the first ApiError inside is the real answer. */
function fromSecurityError(error: unknown): ApiError | null {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors)) return null;
  if (error.name !== 'Unauthorized') return null;
  return error.errors.find((inner): inner is ApiError => inner instanceof ApiError) ?? ApiError.unauthenticated();
}

/** Maps any thrown error to a status and the documented error body; never a 500 for bad input. */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const security = fromSecurityError(error);
  if (security) return security;

  const fastifyError = error as Partial<FastifyError> & { validation?: SchemaError[]; validationContext?: string };
  if (Array.isArray(fastifyError.validation)) {
    return ApiError.validation(fieldErrorsFrom(fastifyError.validation, fastifyError.validationContext));
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ApiError.validation([{ field: 'body', message: 'must be sent as application/json' }]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ApiError.validation([{ field: 'body', message: 'must not be empty' }]);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ApiError.validation([{ field: 'body', message: 'is not valid JSON' }]);
    case 'FST_ERR_BAD_URL':
      return ApiError.validation([{ field: 'url', message: 'is not validly percent-encoded' }]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    default:
      break;
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (error instanceof SyntaxError) {
      // The JSON parser's own errors carry status 400.
      return ApiError.validation([{ field: 'body', message: 'is not valid JSON' }]);
    }
    if (status === 404) return ApiError.notFound();
    if (status === 401) return ApiError.unauthenticated();
    if (status === 403) return new ApiError(403, 'FORBIDDEN', fastifyError.message ?? 'Forbidden.');
    // Every other client error Fastify detects (bad URL encoding, invalid content length, ...) is bad input.
    return ApiError.validation([{ field: 'request', message: fastifyError.message ?? 'is invalid' }]);
  }
  return null;
}

export const INTERNAL_ERROR_BODY: ErrorBody = {
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side. Please try again later.',
};

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = toApiError(error);
  // What the answer's code was, for the metrics of refusals by reason (server/operations/server-metrics.ts).
  request.answeredErrorCode = apiError?.code ?? INTERNAL_ERROR_BODY.code;
  if (apiError) {
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (apiError.code === 'UNAUTHENTICATED') void reply.header('WWW-Authenticate', 'Bearer realm="programme-api"');
    if (apiError.details.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(apiError.details.retryAfterSeconds));
    void reply.code(apiError.statusCode).type('application/json; charset=utf-8').send(apiError.toBody());
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  void reply.code(500).type('application/json; charset=utf-8').send(INTERNAL_ERROR_BODY);
}
