import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * The sandbox's pages (online banking, the support console, the partners)
 * post HTML forms, not JSON: one call posts a url-encoded body, so the suites
 * that submit those forms show only where and what.
 */
export function postForm(app: FastifyInstance, url: string, body: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
}
