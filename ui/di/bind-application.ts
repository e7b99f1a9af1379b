import type { Container } from 'inversify';
import { bindAccountPortal } from './bind-account-portal';
import { bindCatalogue } from './bind-catalogue';
import { bindCheckout } from './bind-checkout';
import { bindContent } from './bind-content';
import { bindIdentity } from './bind-identity';
import { bindOrders } from './bind-orders';
import { bindRedemptions } from './bind-redemptions';
import { bindSession } from './bind-session';

/**
 * Binds the application's stores and use cases, all singletons, by
 * capability, on top of ports already bound in `container` (real adapters
 * in the composition root, fakes in UI tests). Knows nothing of
 * infrastructure.
 */
export function bindApplication(container: Container): void {
  bindSession(container);
  bindContent(container);
  bindCatalogue(container);
  bindCheckout(container);
  bindIdentity(container);
  bindOrders(container);
  bindAccountPortal(container);
  bindRedemptions(container);
}
