import type { RequestActivity } from '@application/ports/request-activity';
import type { Middleware } from 'openapi-fetch';

/**
 * Tells `activity` when each call starts and ends (answered or failed), for
 * the loading bar. `activity` is read per call, so the composition root can
 * hand over an object the container builds later.
 */
export function requestActivityMiddleware(activity: () => RequestActivity): Middleware {
  const open = new Set<string>();
  const finish = (id: string) => {
    if (open.delete(id)) activity().finished();
  };
  return {
    onRequest({ id }) {
      open.add(id);
      activity().started();
      return undefined;
    },
    onResponse({ id }) {
      finish(id);
      return undefined;
    },
    onError({ id }) {
      finish(id);
      return undefined;
    },
  };
}
