import type { ChunkFailureRecovery } from '@application/loading/recover-from-chunk-failure';
import { errorStatusOf } from '@rewards-storefront/domain/errors/error-status';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { FullPageMessage } from '../components/full-page-message';
import { useCapability } from '../hooks/use-capability';
import { useTranslate } from '../hooks/use-translate';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';

/**
 * What the router shows when a route fails (spec §2, §8): a page whose code
 * could not be loaded reloads the page, at most once a minute (a new
 * deployment replaced the chunk); a route that does not exist is the 404
 * page; anything else the generic error page with its status (500 unless
 * the failure says otherwise). Placed inside the layouts, so header and
 * footer stay.
 */
export function RouteErrorPage() {
  const { t } = useTranslate();
  const error = useRouteError();
  const recover = useCapability('content').recoverFromChunkFailure;
  const pages = useCapability('ports').pageNavigator;
  const [recovery] = useState(() => recoveryFor(error, () => recover.execute({ message: messageOf(error) })));

  useEffect(() => {
    if (recovery === 'reload') pages.reload();
  }, [recovery, pages]);

  if (recovery === 'reload') return <FullPageMessage message={t('errorPage.reloading')} />;
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? <NotFoundPage /> : <ErrorPage status={errorStatusOf(error.status)} />;
  }
  return <ErrorPage status={errorStatusOf(statusOf(error))} />;
}

/**
 * One decision per failure: React may render this twice for the same error
 * (strict mode), and a second decision would find the reload already
 * recorded and show the error instead.
 */
const recoveries = new WeakMap<object, ChunkFailureRecovery>();

function recoveryFor(error: unknown, decide: () => ChunkFailureRecovery): ChunkFailureRecovery {
  if (typeof error !== 'object' || error === null) return decide();
  const known = recoveries.get(error);
  if (known) return known;
  const decided = decide();
  recoveries.set(error, decided);
  return decided;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A status a thrown value carries (a Response, or an error with a `status`), if any. */
function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
}
