import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import classes from './cart-page.module.css';
import { MessageWithLink } from '../components/message-with-link';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { RetryAlert } from '../components/retry-alert';

/**
 * /shop/cart (spec §2, members; the route guard turns visitors away): the
 * active card's cart in the page's language, its lines and summary (the
 * cart store follows the card and the language, and shows a change at
 * once). While it first loads, a loader; a failure offers to try again;
 * an empty cart says so and leads to the shop. A read-only admin sees
 * every control disabled, and why.
 */
export function CartPage() {
  const { t } = useTranslate();
  const store = useCapability('catalogue').cartStore;
  const state = useObservable(store.state$);
  const payment = useObservable(store.payment$);
  const readOnly = useReadOnly();
  const headingId = useId();
  const readOnlyNoteId = useId();
  useDocumentTitle(t('cart.pageTitle'));

  const { cart } = state;
  return (
    <Stack gap="lg">
      <Title order={1} id={headingId}>
        {t('cart.heading')}
      </Title>
      {state.status === 'failed' && cart === null && (
        <RetryAlert message={t('cart.loadError')} retryLabel={t('cart.retry')} onRetry={() => store.reload()} />
      )}
      {state.status === 'loading' && cart === null && <PageLoader label={t('cart.loading')} />}
      {(state.status === 'loaded' || state.status === 'idle') && (cart === null || cart.lines.length === 0) && (
        <MessageWithLink to="/shop" linkLabel={t('cart.browse')}>
          <Text>{t('cart.empty')}</Text>
        </MessageWithLink>
      )}
      {cart !== null && cart.lines.length > 0 && payment !== null && (
        <>
          {readOnly && (
            <Text m={0} id={readOnlyNoteId}>
              {t('readOnly.control')}
            </Text>
          )}
          <div className={classes.layout}>
            <ul className={classes.lines} aria-label={t('cart.lines')}>
              {cart.lines.map((line) => (
                <CartLineItem key={line.id} cartId={cart.cartId} line={line} readOnly={readOnly} readOnlyNoteId={readOnlyNoteId} />
              ))}
            </ul>
            <CartSummary cart={cart} payment={payment} readOnly={readOnly} readOnlyNoteId={readOnlyNoteId} />
          </div>
        </>
      )}
    </Stack>
  );
}
