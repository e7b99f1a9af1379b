import { fileURLToPath } from 'node:url';
import type { CatalogueSlug } from '@domain/catalogue/catalogue';
import type { Locale } from '@domain/locale/locale';
import type { operations } from '@openapi/programme-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AuthService } from '../auth/auth-service';
import type { CatalogueService } from '../catalogue/catalogue-service';
import { ApiError } from '../http/api-error';
import { requireSession, type BearerAuthHook } from '../http/bearer-auth';
import type { MemberService } from '../members/member-service';

/** The contract shared with the storefront; requests are validated against it. */
export const OPENAPI_DOCUMENT = fileURLToPath(new URL('../../openapi/programme-api.yaml', import.meta.url));
export const API_PREFIX = '/api/v1';

type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export interface ApiServices {
  auth: AuthService;
  members: MemberService;
  catalogue: CatalogueService;
  bearerAuth: BearerAuthHook;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * One thin handler per operationId of the document: read the validated
 * input, call a service, shape the answer.
 */
function createHandlers({ auth, members, catalogue }: ApiServices): Record<keyof operations, Handler> {
  return {
    async login(request) {
      const body = request.body as JsonBody<'login'>;
      const session = await auth.login({
        userAccount: body.user_account,
        password: body.password,
        programSlug: body.program_slug,
      });
      return { data: session };
    },
    async logout(request, reply) {
      await auth.logout(requireSession(request));
      return reply.code(204).send();
    },
    async refreshToken(request) {
      return { data: await auth.refresh(requireSession(request)) };
    },
    async authenticate(request) {
      const body = request.body as JsonBody<'authenticate'>;
      return { data: await auth.authenticateSso(body.token) };
    },
    async getMemberAccounts(request) {
      const member = await members.requireActiveMember(requireSession(request));
      return { data: await members.accounts(member) };
    },
    async getMemberProfile(request) {
      const member = await members.requireActiveMember(requireSession(request));
      return { data: await members.profile(member) };
    },
    async listMemberProducts(request) {
      const member = await members.requireActiveMember(requireSession(request));
      const query = request.query as Query<'listMemberProducts'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return catalogue.listProducts(member.programmeId, productQuery(query));
    },
    async listGuestProducts(request) {
      const query = request.query as Query<'listGuestProducts'>;
      const programmeId = await catalogue.guestProgrammeId(query.program_slug, query.currency_id);
      return catalogue.listProducts(programmeId, productQuery(query));
    },
  };
}

function productQuery(query: { catalog?: CatalogueSlug; locale?: Locale; page?: number; per_page?: number }) {
  return { catalog: query.catalog, locale: query.locale, page: query.page, perPage: query.per_page };
}

/**
 * Routes come from the OpenAPI document through fastify-openapi-glue, so the
 * request schemas Fastify validates with are the very ones the storefront's
 * client types are generated from (no second copy to drift), and the
 * document's `security` decides which operations run the bearer hook.
 * Response schemas are used for serialization, which drops undocumented
 * fields and fails loudly on a missing required one.
 */
export async function registerApiRoutes(app: FastifyInstance, services: ApiServices): Promise<void> {
  const handlers = createHandlers(services);
  const used = new Set<string>();
  await app.register(async (api) => {
    // The API speaks JSON only: without this, Fastify's built-in text/plain parser would hand a
    // string to a handler whose body schema (keyed by application/json) was never applied.
    api.removeContentTypeParser('text/plain');
    api.addHook('preValidation', async (request) => {
      // Fastify validates a body only when one was sent. Every request body of the document is
      // required; an operation with an optional body would say so with `x-body-optional: true`.
      const schema = request.routeOptions.schema as (Record<string, unknown> & { body?: unknown }) | undefined;
      if (schema?.body && !schema['x-body-optional'] && (request.body === undefined || request.body === null)) {
        throw ApiError.validation([{ field: 'body', message: 'is required' }]);
      }
    });
    await registerGlue(api, handlers, used, services);
  });
  const unused = Object.keys(handlers).filter((operationId) => !used.has(operationId));
  if (unused.length > 0) {
    throw new Error(`Handlers without an operation in the API document: ${unused.join(', ')}`);
  }
}

async function registerGlue(
  app: FastifyInstance,
  handlers: Record<keyof operations, Handler>,
  used: Set<string>,
  services: ApiServices,
): Promise<void> {
  await app.register(openapiGlue, {
    specification: OPENAPI_DOCUMENT,
    prefix: API_PREFIX,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof operations];
      if (!handler) {
        throw new Error(`The API document has operation "${operationId}" but the server has no handler for it`);
      }
      used.add(operationId);
      return handler;
    },
    securityHandlers: {
      bearer: (request: FastifyRequest) => services.bearerAuth(request),
    },
  });
}
