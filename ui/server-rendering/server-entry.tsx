import type { ErrorReporter } from '@application/ports/error-reporter';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Session } from '@rewards-storefront/domain/session/session';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router-dom';
import { App } from '../app';
import { capability } from '../di/capabilities';
import type { StorefrontConfig } from '../composition-root';
import { createI18n, loadMessages } from '../i18n/i18n';
import { appRoutes } from '../routing/app-routes';
import { preloadFirstPage, preloadMemberPage } from '../routing/preload-first-page';
import { networkQuiet } from './network-quiet';
import { createServerContainer } from './server-container';
import { rootAttributes } from './server-rendered-root';

/** One page request as the server sees it. */
export interface PageRequest {
  /** The page's whole address as the visitor asked for it. */
  readonly url: URL;
  readonly locale: Locale;
  readonly userAgent: string;
  /** The CSP nonce of this response: React's own inline scripts carry it. */
  readonly nonce: string;
  /** How the page's API calls reach the programme API. */
  readonly fetch: (request: Request) => Promise<Response>;
  readonly errorReporter: ErrorReporter;
  readonly config: StorefrontConfig;
  /** How long the page's data may take before the page goes without it (shown loading, loaded by the browser). */
  readonly dataTimeoutMs: number;
  /** How long the whole render may take before the server sends the client-rendered page instead. */
  readonly renderTimeoutMs: number;
  /** The signed-in member's session, as the server verified it from the session cookie; null for a visitor. */
  readonly session: RenderedSession | null;
  /** The request's Cookie header: the application reads its own (the chosen card) from it. */
  readonly cookies: string;
}

/** A session the page is rendered for: the member's own, or an admin's logged in as the member. */
export interface RenderedSession extends Session {
  /** An admin's log-in-as session: the page shows the banner and the admin's access (from the member's profile). */
  readonly loggedInAs: boolean;
}

/**
 * The page's #root element with its markup, marked for hydration, and the
 * <script> block of the API answers it was rendered with (the browser's
 * stores start from them): the server puts both in the build's index.html.
 */
export interface RenderedPage {
  readonly root: string;
  readonly data: string;
  /** Whether every call the page made answered within the data timeout. */
  readonly complete: boolean;
  /** Whether the API refused the member's session or access (401, 403): the browser must handle that, not this page. */
  readonly sessionRefused: boolean;
  /** Where the time went, in ms: waiting for the page's API answers, then rendering (the Server-Timing header says it). */
  readonly timings: { readonly dataMs: number; readonly renderMs: number };
}

/**
 * Renders a page of the storefront on the server (issue 24): a container of
 * its own (ui/server-rendering/server-container.ts), the page's data asked
 * for as the browser would (preloadFirstPage, then the stores' own loads),
 * then React's streaming render of the same routes the browser hydrates,
 * waited for whole (lazy pages and their message parts are in process).
 * Rejects when rendering fails or takes longer than `renderTimeoutMs`: the
 * server then sends the client-rendered page.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { container, answersScript, sessionRefused } = createServerContainer({
    config: request.config,
    locale: request.locale,
    userAgent: request.userAgent,
    fetch: request.fetch,
    errorReporter: request.errorReporter,
    session: request.session,
    cookies: request.cookies,
  });
  const started = performance.now();
  const messages = loadMessages(request.locale, 'core');
  // A member's cards, then profile, as the browser loads them on start (their balance, card and name in the header).
  const memberData = request.session === null ? null : capability(container, 'session').watchMemberData.execute();
  preloadFirstPage(container, request.url);
  // Stops watching once the data is in, or when a load fails (the request's container is dropped either way).
  const [complete, core] = await (async () => {
    await preloadMemberPage(container);
    return Promise.all([networkQuiet(container, request.dataTimeoutMs), messages]);
  })().finally(() => memberData?.unsubscribe());
  const dataDone = performance.now();
  if (sessionRefused()) {
    // Not rendered: the server sends the browser's page, which handles the refusal (sign-in, pending actions).
    return { root: '', data: '', complete: false, sessionRefused: true, timings: { dataMs: dataDone - started, renderMs: 0 } };
  }
  const i18n = createI18n(request.locale, { messages: { [request.locale]: core }, parts: ['core'] });

  const handler = staticHandler();
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) throw new Error(`the routes answered ${context.status} for ${request.url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <App container={container} i18n={i18n} styleNonce={request.nonce}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={request.nonce} />
      </App>
    </StrictMode>,
    request,
  );
  return {
    // A page that went without some of its data is rendered afresh by the browser (its loads would land mid-hydration).
    root: `<div id="root" ${rootAttributes({ memberId: request.session?.memberId ?? null, loggedInAs: request.session?.loggedInAs ?? false, complete })}>${html}</div>`,
    data: answersScript(request.nonce),
    complete,
    sessionRefused: sessionRefused(),
    timings: { dataMs: dataDone - started, renderMs: performance.now() - dataDone },
  };
}

let routes: StaticHandler | undefined;

/** The routes' static handler, built on the first render: the routes are the same for every request. */
function staticHandler(): StaticHandler {
  routes ??= createStaticHandler(appRoutes());
  return routes;
}

/** The whole markup once every Suspense boundary has rendered (or the render failed or ran out of time). */
function renderToString(element: React.ReactElement, { nonce, renderTimeoutMs }: PageRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    // Stops the render past its time (the stream below exists by then: the timer runs later than this function).
    const deadline = setTimeout(() => {
      const error = new Error(`the page did not render within ${renderTimeoutMs} ms`);
      stream.abort(error);
      reject(error);
    }, renderTimeoutMs);
    const fail = (error: unknown) => {
      clearTimeout(deadline);
      reject(error);
    };
    const stream = renderToPipeableStream(element, {
      nonce,
      // Sent whole: React would otherwise send a large finished boundary behind its fallback, shown by an inline
      // script, which a browser without JavaScript never runs (the page would read as a loader).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: fail,
      onError(error) {
        failure ??= error;
      },
      onAllReady() {
        // A boundary that failed would render on the client only: send the client-rendered page instead.
        if (failure !== null) {
          fail(failure);
          return;
        }
        clearTimeout(deadline);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
    });
  });
}
