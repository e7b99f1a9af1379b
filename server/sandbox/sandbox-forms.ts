import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, SIGN_IN_BUSY, TOO_MANY_SIGN_IN_ATTEMPTS } from '../http/api-error';

/** What the sandbox's HTML forms and pages share: reading a posted form, answering a post. */
export type Form = Record<string, unknown>;
export type Query = Record<string, string | undefined>;

export function formOf(request: FastifyRequest): Form {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Form) : {};
}

export function text(form: Form, name: string, maxLength = 255): string {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}

/** After a form post, the browser goes to a page it can reload (post/redirect/get). */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').redirect(location, 303);
}

/** A sandbox sign-in's answer, with the lockout's and the busy hashing queue's 429 turned into a notice on the page. */
export async function whenNotThrottled<T>(signIn: () => Promise<T>): Promise<T | 'throttled' | 'busy'> {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof ApiError && error.code === TOO_MANY_SIGN_IN_ATTEMPTS) return 'throttled';
    if (error instanceof ApiError && error.code === SIGN_IN_BUSY) return 'busy';
    throw error;
  }
}
