import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthService } from '../auth/auth-service';
import { onlineBankingPage, type SandboxError, type SandboxLanguage } from './online-banking-page';

/** The page is self-contained: inline styles, no scripts, posts only to itself. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

function languageOf(value: unknown): SandboxLanguage {
  return value === 'fr' || value === 'fr-CA' ? 'fr' : 'en';
}

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

/**
 * Sandbox of the bank's online banking (decisions §3): a member signs in with
 * their programme credentials and is sent to the storefront's `/sso/<token>`
 * (or `/fr/sso/<token>`) with a one-time token, as the real bank would.
 */
export async function registerSandboxRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; programmeSlug: string },
): Promise<void> {
  await app.register(async (sandbox) => {
    // HTML forms post url-encoded bodies; only the sandbox accepts them, the API stays JSON-only.
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    sandbox.get<{ Querystring: { lang?: string } }>('/sandbox/online-banking', async (request, reply) =>
      sendPage(reply, 200, onlineBankingPage({ lang: languageOf(request.query.lang) })),
    );

    sandbox.post('/sandbox/online-banking', async (request, reply) => {
      const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const lang = languageOf(form.lang);
      const username = typeof form.username === 'string' ? form.username.trim().slice(0, 255) : '';
      const password = typeof form.password === 'string' ? form.password.slice(0, 255) : '';
      const fail = (status: number, error: SandboxError) =>
        sendPage(reply, status, onlineBankingPage({ lang, error, username }));
      if (!username || !password) return fail(400, 'missing');

      const memberId = await deps.auth.checkCredentials({
        userAccount: username,
        password,
        programSlug: deps.programmeSlug,
      });
      if (memberId === null) return fail(401, 'invalid');
      const { token } = await deps.auth.issueSsoToken(memberId);
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`${lang === 'fr' ? '/fr' : ''}/sso/${encodeURIComponent(token)}`, 302);
    });
  });
}
