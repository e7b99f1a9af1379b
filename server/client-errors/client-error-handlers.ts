import { scrubbedReport } from '@rewards-storefront/domain/errors/client-error-report';
import type { Handler, JsonBody } from '../api/handlers/handler-support';
import { ApiError } from '../http/api-error';
import type { ClientErrorLimit } from './client-error-limit';

/** The 429 of a client address over its limit of error reports. */
export const TOO_MANY_CLIENT_ERROR_REPORTS = 'TOO_MANY_CLIENT_ERROR_REPORTS';

export interface ClientErrorHandlerServices {
  clientErrorLimit: ClientErrorLimit;
}

/**
 * The storefront's error reports (spec §8): each written to the server's log
 * as one line, with the request's id (Fastify's `reqId`), scrubbed again
 * here: the browser scrubs before posting, but the server trusts no client.
 */
export function clientErrorHandlers({ clientErrorLimit }: ClientErrorHandlerServices): { reportClientErrors: Handler } {
  return {
    async reportClientErrors(request, reply) {
      const { reports } = request.body as JsonBody<'reportClientErrors'>;
      const admission = clientErrorLimit.admit(request.ip, reports.length);
      if (!admission.taken) {
        throw new ApiError(429, TOO_MANY_CLIENT_ERROR_REPORTS, 'Too many error reports from this address. Please try again later.', {
          data: { retry_after_seconds: admission.retryAfterSeconds },
          retryAfterSeconds: admission.retryAfterSeconds,
        });
      }
      for (const report of reports) request.log.warn({ clientError: scrubbedReport(report) }, 'client error report');
      return reply.code(204).send();
    },
  };
}
