import { WishlistStore } from '@application/wishlist/wishlist-store';
import { FakeCatalogueGateway } from './fake-catalogue-gateway';
import { FakeWishlistGateway } from './fake-wishlist-gateway';
import type { shopperContext } from './shopper-context';

/** A wishlist store over a fake wishlist, following the given context (for tests of what feeds it). */
export function wishlistFor(context: ReturnType<typeof shopperContext>, gateway = new FakeWishlistGateway(new FakeCatalogueGateway())) {
  return { wishlist: new WishlistStore(context.context, gateway, context.errors), wishlistGateway: gateway };
}
