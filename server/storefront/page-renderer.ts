import type { Locale } from '@rewards-storefront/domain/locale/locale';

/*
 * The server's view of the build's page renderer (ui/server-rendering/
 * server-entry.tsx, built to dist/server-rendering by `npm run build`): the
 * server loads it as a module and only knows this shape of it.
 * tests/api/server-rendered-pages.test.ts checks that the renderer has it.
 */

/** A failure the page went without (a gateway's reason and detail), for the server's log. */
export interface RenderFailure {
  readonly reason: string;
}

/** One page request as the renderer is given it. */
export interface PageRequest {
  readonly url: URL;
  readonly locale: Locale;
  readonly userAgent: string;
  /** The response's CSP nonce: the renderer's own inline elements carry it. */
  readonly nonce: string;
  /** How the page's API calls reach the programme API (in process). */
  readonly fetch: (request: Request) => Promise<Response>;
  readonly errorReporter: { report(context: string, failure: RenderFailure): void };
  readonly config: { readonly apiBaseUrl: string; readonly programSlug: string; readonly release: string };
  readonly dataTimeoutMs: number;
  readonly renderTimeoutMs: number;
  /** The member the session cookie names, verified; null for a visitor. */
  readonly session: MemberSession | null;
  /** The request's Cookie header for a member's page (the chosen card); empty for a visitor's, which is shared. */
  readonly cookies: string;
}

/** A member's session as the browser keeps it (domain/session/session.ts). */
export interface MemberSession {
  readonly memberId: number;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  readonly isSso: boolean;
  /** An admin's log-in-as session of the member (the page shows the banner and the admin's access). */
  readonly loggedInAs: boolean;
}

/** The page's #root element with its markup, and the data block its browser stores start from. */
export interface RenderedPage {
  readonly root: string;
  readonly data: string;
  readonly complete: boolean;
  /** The API refused the member's session or access while rendering: the browser's page must handle it. */
  readonly sessionRefused: boolean;
  readonly timings: { readonly dataMs: number; readonly renderMs: number };
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;
