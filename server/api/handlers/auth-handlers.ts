import type { operations } from '@openapi/programme-api';
import type { AuthService } from '../../auth/auth-service';
import type { LoginAsService } from '../../auth/login-as-service';
import { requireSession } from '../../http/bearer-auth';
import { type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface AuthHandlerServices {
  auth: AuthService;
  loginAs: LoginAsService;
}

/** Sign-in, sign-out and session calls (spec §6), the bank hand-off and the support agent's login-as. Access is each operation's `x-access`, enforced before these run. */
export function authHandlers({ auth, loginAs }: AuthHandlerServices) {
  return {
    async login(request) {
      const body = request.body as JsonBody<'login'>;
      const session = await auth.login({
        userAccount: body.user_account,
        password: body.password,
        programSlug: body.program_slug,
        deviceToken: body.device_token,
        clientAddress: request.ip,
      });
      return { data: session };
    },
    async logout(request, reply) {
      await auth.logout(requireSession(request));
      return reply.code(204).send();
    },
    async logoutEverywhere(request, reply) {
      await auth.logoutEverywhere(requireSession(request));
      return reply.code(204).send();
    },
    async refreshToken(request) {
      return { data: await auth.refresh(requireSession(request)) };
    },
    async authenticate(request) {
      const body = request.body as JsonBody<'authenticate'>;
      return { data: await auth.authenticateSso(body.token) };
    },
    async loginWithToken(request) {
      const { slug } = request.params as Path<'loginWithToken'>;
      const { token } = request.query as Query<'loginWithToken'>;
      // The token is never logged; what it did is (and kept on its row).
      const session = await auth.bankHandoff.exchange({ programSlug: slug, token, clientAddress: request.ip }, (outcome) =>
        request.log.info({ bankHandoff: outcome }, 'bank hand-off'),
      );
      return { data: session };
    },
    async loginAsMember(request) {
      const { slug } = request.params as Path<'loginAsMember'>;
      const query = request.query as Query<'loginAsMember'>;
      return {
        data: await loginAs.exchange({ programSlug: slug, userAccount: query.user_account, token: query.token, requestId: request.id }),
      };
    },
    async returnToAdmin(request) {
      const { slug } = request.params as Path<'returnToAdmin'>;
      const { payload } = request.body as JsonBody<'returnToAdmin'>;
      const data = await loginAs.returnToAdmin({
        session: requireSession(request),
        programSlug: slug,
        token: payload.token,
        adminId: payload.admin_id,
        logoutUrl: payload.logout_url,
      });
      return { data };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
