import type { operations } from '@openapi/programme-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { SessionClaims } from '../../auth/token-service';
import { requireSession } from '../../http/bearer-auth';
import { requestHash, type IdempotentAnswer } from '../../idempotency/idempotency';
import type { MemberRow } from '../../account/member-repository';
import { memberOf } from '../operation-access';

/** One operation's handler: read the validated input, call a service, shape the answer. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The JSON body of an operation, as the document declares it (validated before the handler runs). */
export type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
export type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
export type Path<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>;

/** Who calls: the session and its member, both set by the access hook on a member operation. */
export function callerOf(request: FastifyRequest): { member: MemberRow; session: SessionClaims } {
  return { member: memberOf(request), session: requireSession(request) };
}

/** The request's locale, else the member's preferred language (messages and emails, spec §8). */
export function localeOf(query: { locale?: Locale } | undefined, member: MemberRow, bodyLocale?: Locale): Locale {
  return query?.locale ?? bodyLocale ?? member.preferredLanguage ?? DEFAULT_LOCALE;
}

/** The Idempotency-Key header, validated by the document (required, 8..255 characters). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  return String(request.headers['idempotency-key']);
}

/** What an Idempotency-Key stands for: method, path (without query) and body. */
export function hashOf(request: FastifyRequest): string {
  return requestHash(request.method, request.url.split('?')[0] ?? '', request.body);
}

/** What every idempotent write gives its service besides its own input (spec §7 Idempotency-Key). */
export interface IdempotentCall {
  readonly idempotencyKey: string;
  readonly hash: string;
  readonly locale: Locale;
}

/**
 * Runs an idempotent write for its caller with the request's key, what the key stands for, and the language of
 * the answer (read from the query or the body, as the operation declares it, else the member's), then sends
 * the answer, stored or fresh, with its own status.
 */
export async function sendIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  localeIn: 'query' | 'body',
  write: (caller: { member: MemberRow; session: SessionClaims }, call: IdempotentCall) => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  const caller = callerOf(request);
  const locale =
    localeIn === 'query'
      ? localeOf(request.query as { locale?: Locale }, caller.member)
      : localeOf(undefined, caller.member, (request.body as { locale?: Locale }).locale);
  const answer = await write(caller, { idempotencyKey: idempotencyKeyOf(request), hash: hashOf(request), locale });
  return reply.code(answer.statusCode).send(answer.body);
}
