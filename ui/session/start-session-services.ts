import { TOKENS } from '@application/di-tokens';
import { Subscription } from 'rxjs';
import type { Container } from 'inversify';
import { resolve } from '../di/bind';

/**
 * Starts what watches the session for the whole life of the page (spec §4,
 * §8): the member's data load on every sign-in, token refresh, the idle
 * timeout, the handling of 401 and 403 PENDING_ACTIONS answers, and the
 * loading bar's timing. Returns the subscription that stops them all (tests
 * stop them after each case).
 */
export function startSessionServices(container: Container): Subscription {
  const services = new Subscription();
  services.add(resolve(container, TOKENS.handleSessionEvents).execute());
  services.add(resolve(container, TOKENS.watchMemberData).execute());
  services.add(resolve(container, TOKENS.refreshSession).execute());
  services.add(resolve(container, TOKENS.watchIdleSession).execute());
  services.add(resolve(container, TOKENS.loadingBar).start());
  return services;
}
