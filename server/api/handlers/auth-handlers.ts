import type { operations } from '@openapi/programme-api';
import type { AuthService } from '../../auth/auth-service';
import type { LoginAsService } from '../../auth/login-as-service';
import { requireSession } from '../../http/bearer-auth';
import type { SessionCookies } from '../../http/session-cookie';
import { type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface AuthHandlerServices {
  auth: AuthService;
  loginAs: LoginAsService;
  /** Delivers each session opened here: in the storefront's httpOnly cookie, or in the answer for a bearer client. */
  sessionCookies: SessionCookies;
}

/** Sign-in, sign-out and session calls (spec §6), the bank hand-off and the support agent's login-as. Access is each operation's `x-access`, enforced before these run. */
export function authHandlers({ auth, loginAs, sessionCookies }: AuthHandlerServices) {
  return {
    async login(request, reply) {
      const body = request.body as JsonBody<'login'>;
      const session = await auth.login({
        userAccount: body.user_account,
        password: body.password,
        programSlug: body.program_slug,
        deviceToken: body.device_token,
        clientAddress: request.ip,
      });
      return { data: sessionCookies.deliver(request, reply, session) };
    },
    async logout(request, reply) {
      await auth.logout(requireSession(request));
      sessionCookies.clear(request, reply);
      return reply.code(204).send();
    },
    async logoutEverywhere(request, reply) {
      await auth.logoutEverywhere(requireSession(request));
      sessionCookies.clear(request, reply);
      return reply.code(204).send();
    },
    async refreshToken(request, reply) {
      return { data: sessionCookies.deliver(request, reply, await auth.refresh(requireSession(request))) };
    },
    async authenticate(request, reply) {
      const body = request.body as JsonBody<'authenticate'>;
      return { data: sessionCookies.deliver(request, reply, await auth.authenticateSso(body.token)) };
    },
    async loginWithToken(request, reply) {
      const { slug } = request.params as Path<'loginWithToken'>;
      const { token } = request.query as Query<'loginWithToken'>;
      // The token is never logged; what it did is (and kept on its row).
      const session = await auth.bankHandoff.exchange({ programSlug: slug, token, clientAddress: request.ip }, (outcome) =>
        request.log.info({ bankHandoff: outcome }, 'bank hand-off'),
      );
      return { data: sessionCookies.deliver(request, reply, session) };
    },
    async loginAsMember(request, reply) {
      const { slug } = request.params as Path<'loginAsMember'>;
      const query = request.query as Query<'loginAsMember'>;
      const session = await loginAs.exchange({ programSlug: slug, userAccount: query.user_account, token: query.token, requestId: request.id });
      return { data: sessionCookies.deliver(request, reply, session) };
    },
    async returnToAdmin(request, reply) {
      const { slug } = request.params as Path<'returnToAdmin'>;
      const { payload } = request.body as JsonBody<'returnToAdmin'>;
      const data = await loginAs.returnToAdmin({
        session: requireSession(request),
        programSlug: slug,
        token: payload.token,
        adminId: payload.admin_id,
        logoutUrl: payload.logout_url,
      });
      sessionCookies.clear(request, reply);
      return { data };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
