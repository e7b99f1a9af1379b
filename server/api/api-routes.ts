import type { operations } from '@openapi/programme-api';
import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { ApiError } from '../http/api-error';
import { rejectNulCharacters } from '../http/nul-characters';
import { programmeApiValidatorCompiler } from '../http/request-validation';
import type { BearerAuthHook } from '../http/bearer-auth';
import { programmeApiSerializerCompiler } from '../http/response-serialization';
import { accessDeclarations, registerOperationAccess } from './operation-access';
import { programmeApiDocument } from './programme-api-document';
import type { Handler } from './handlers/handler-support';
import { authHandlers, type AuthHandlerServices } from './handlers/auth-handlers';
import { accountHandlers, type AccountHandlerServices } from './handlers/account-handlers';
import { contentHandlers, type ContentHandlerServices } from './handlers/content-handlers';
import { catalogueHandlers, type CatalogueHandlerServices } from './handlers/catalogue-handlers';
import { cartHandlers, type CartHandlerServices } from './handlers/cart-handlers';
import { orderHandlers, type OrderHandlerServices } from './handlers/order-handlers';
import { addressHandlers, type AddressHandlerServices } from './handlers/address-handlers';
import { identityHandlers, type IdentityHandlerServices } from './handlers/identity-handlers';
import { transactionHandlers, type TransactionHandlerServices } from './handlers/transaction-handlers';
import { travelHandlers, type TravelHandlerServices } from './handlers/travel-handlers';
import { redeemerHandlers, type RedeemerHandlerServices } from './handlers/redeemer-handlers';
import { redemptionHandlers, type RedemptionHandlerServices } from './handlers/redemption-handlers';
import { bankIntegrationActionAccess, bankIntegrationHandlers, type BankIntegrationServices } from './handlers/bank-integration-handlers';
import { clientErrorHandlers, type ClientErrorHandlerServices } from '../client-errors/client-error-handlers';

/** The contract shared with the storefront; requests are validated against it. */
export { OPENAPI_DOCUMENT } from './programme-api-document';
export const API_PREFIX = '/api/v1';

/** Every service a handler calls, as each feature's handlers name them. */
export interface ApiServices
  extends AuthHandlerServices,
    AccountHandlerServices,
    ContentHandlerServices,
    CatalogueHandlerServices,
    CartHandlerServices,
    OrderHandlerServices,
    AddressHandlerServices,
    IdentityHandlerServices,
    TransactionHandlerServices,
    TravelHandlerServices,
    RedeemerHandlerServices,
    RedemptionHandlerServices,
    BankIntegrationServices,
    ClientErrorHandlerServices {
  bearerAuth: BearerAuthHook;
}

/**
 * One thin handler per operationId of the document, one file of them per
 * feature (./handlers/): read the validated input, call a service, shape
 * the answer.
 *
 * Who may call each operation is its `x-access` in the document, enforced
 * by one hook before the handler runs (operation-access.ts): the session,
 * the member (`memberOf`, 403 PENDING_ACTIONS unless the layout of pending
 * actions needs the call) and write access (403 READ_ONLY_ACCESS). Handlers
 * and services do not check access again. A missing handler fails to compile
 * here; one without an operation stops the start.
 */
function createHandlers(services: ApiServices): Record<keyof operations, Handler> {
  return {
    ...authHandlers(services),
    ...accountHandlers(services),
    ...contentHandlers(services),
    ...catalogueHandlers(services),
    ...cartHandlers(services),
    ...orderHandlers(services),
    ...addressHandlers(services),
    ...identityHandlers(services),
    ...transactionHandlers(services),
    ...travelHandlers(services),
    ...redeemerHandlers(services),
    ...redemptionHandlers(services),
    ...bankIntegrationHandlers(services),
    ...clientErrorHandlers(services),
  };
}

/**
 * Routes come from the OpenAPI document through fastify-openapi-glue, so the
 * request schemas Fastify validates with are the very ones the storefront's
 * client types are generated from (no second copy to drift), and the
 * document's `x-access` decides who may call each operation (its `security`
 * must agree, or the server does not start).
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
    // Bodies are typed JSON, checked without coercion; path, query and headers are text (server/http/request-validation.ts).
    api.setValidatorCompiler(programmeApiValidatorCompiler());
    // Responses are written as Fastify would write them, with serializers compiled once per process.
    api.setSerializerCompiler(programmeApiSerializerCompiler());
    api.addHook('preValidation', async (request) => {
      // Fastify validates a body only when one was sent. Every request body of the document is
      // required; an operation with an optional body would say so with `x-body-optional: true`.
      const schema = request.routeOptions.schema as (Record<string, unknown> & { body?: unknown }) | undefined;
      if (schema?.body && !schema['x-body-optional'] && (request.body === undefined || request.body === null)) {
        throw ApiError.validation([{ field: 'body', message: 'is required' }]);
      }
    });
    // After validation, so schema errors come first; before any handler sends text to PostgreSQL.
    api.addHook('preHandler', rejectNulCharacters);
    // Every operation's declared access, read once: the server does not start when one lacks x-access.
    registerOperationAccess(api, accessDeclarations(programmeApiDocument(), bankIntegrationActionAccess(services)), services);
    await registerGlue(api, handlers, used);
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
): Promise<void> {
  await app.register(openapiGlue, {
    specification: programmeApiDocument(),
    prefix: API_PREFIX,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof operations];
      if (!handler) {
        throw new Error(`The API document has operation "${operationId}" but the server has no handler for it`);
      }
      used.add(operationId);
      return handler;
    },
  });
}
