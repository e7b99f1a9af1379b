import type { WishlistProduct } from '@application/wishlist/toggle-wishlist';
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';

/**
 * The heart that saves a product to the member's wishlist or takes it out
 * (spec §2, §8): a toggle button, pressed while saved, busy while the change
 * is under way. A visitor pressing it is asked to sign in (the use case
 * opens the header's sign-in dialog); the notices come from the use case.
 * It reads the saved state from the wishlist store, which the product detail
 * and the wishlist list both keep up to date. An admin with read access
 * sees it disabled, its name saying why.
 */
export function WishlistHeart({ product }: { product: WishlistProduct }) {
  const { t, locale } = useTranslate();
  const store = useCapability('catalogue').wishlistStore;
  const toggle = useCapability('catalogue').toggleWishlist;
  const saved = useObservable(store.wishlistIdByProduct$).has(product.id);
  const pending = useObservable(store.pending$).has(product.id);
  const readOnly = useReadOnly();
  const Icon = saved ? IconHeartFilled : IconHeart;
  return (
    <ActionIcon
      variant="subtle"
      // The same look as the product cards' hearts: red once saved.
      color={saved ? 'red.8' : 'gray.8'}
      size="xl"
      radius="xl"
      aria-label={readOnly ? `${t('wishlist.toggle', { name: product.name })}. ${t('readOnly.control')}` : t('wishlist.toggle', { name: product.name })}
      title={readOnly ? t('readOnly.control') : undefined}
      disabled={readOnly}
      aria-pressed={saved}
      // Not disabled while busy: focus would drop to the page; the use case ignores a second press.
      aria-busy={pending || undefined}
      onClick={() => void toggle.execute({ product, locale })}
    >
      <Icon size={28} aria-hidden="true" />
    </ActionIcon>
  );
}
