import type { Binder } from './bind';
import { bindCatalogue } from './bind-catalogue';
import { bindContent } from './bind-content';
import { bindSession } from './bind-session';

/**
 * Binds the stores and use cases of the capabilities that the layout and the
 * first pages need (session, content, and the shop with its cart and
 * wishlist), all singletons, on top of ports already bound (real adapters in
 * the composition root, fakes in UI tests). Knows nothing of infrastructure.
 * The other capabilities come with the routes that use them
 * (ui/di/lazy-capabilities.ts), so their code is not in the first download.
 */
export function bindApplication(binder: Binder): void {
  bindSession(binder);
  bindContent(binder);
  bindCatalogue(binder);
}
