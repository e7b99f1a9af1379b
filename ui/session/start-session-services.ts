import { capability } from '../di/capabilities';
import { Subscription } from 'rxjs';
import type { Container } from 'inversify';

/**
 * Starts what watches the session for the whole life of the page (spec §4,
 * §8): the member's data load on every sign-in, token refresh, the idle
 * timeout, the handling of 401 and 403 PENDING_ACTIONS answers, and the
 * loading bar's timing. Returns the subscription that stops them all (tests
 * stop them after each case).
 */
export function startSessionServices(container: Container): Subscription {
  const services = new Subscription();
  services.add(capability(container, 'session').handleSessionEvents.execute());
  services.add(capability(container, 'session').watchMemberData.execute());
  services.add(capability(container, 'session').refreshSession.execute());
  services.add(capability(container, 'session').watchIdleSession.execute());
  services.add(capability(container, 'content').loadingBar.start());
  return services;
}
