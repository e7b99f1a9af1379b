import { canAddToCart } from '@rewards-storefront/domain/catalogue/disclosure-consent';
import { charityChoiceProblem } from '@rewards-storefront/domain/donations/charity-shares';
import type { ProductDetail, ProductVariant } from '@rewards-storefront/domain/catalogue/product-detail';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconShoppingCart, IconShoppingCartCheck } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { CharityPicker } from './charity-picker';
import { DisclosureConsent } from './disclosure-consent';
import { QuantitySelect } from './quantity-select';

export interface AddToCartPanelProps {
  readonly product: ProductDetail;
  /** The variant the member chose; null only for a product without variants (nothing to add). */
  readonly variant: ProductVariant | null;
  readonly quantity: number;
  readonly onQuantityChange: (quantity: number) => void;
  readonly signedIn: boolean;
}

/**
 * The quantity, the disclosure consent when the product has one, and add to
 * cart (spec §2, §5). The button is absent when the programme hides it,
 * disabled while the chosen variant is out of stock; pressed before a
 * mandatory consent is accepted it adds nothing and says why at the
 * checkbox. A gift shared among charities (spec §9) shows the charity
 * picker, and add to cart stays disabled, saying why, until 1 to the
 * product's maximum are chosen. A visitor pressing it is asked to sign in. An admin with read
 * access sees it disabled and why. After an addition a checkout button
 * leads to the cart.
 */
export function AddToCartPanel({ product, variant, quantity, onQuantityChange, signedIn }: AddToCartPanelProps) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const addToCart = useCapability('catalogue').addToCart;
  const [consentAccepted, setConsentAccepted] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  const readOnly = useReadOnly();
  const readOnlyNoteId = useId();
  const charityNoteId = useId();
  const [charityIds, setCharityIds] = useState<readonly number[]>([]);

  if (product.hideAddToCart) {
    // Financial rewards are redeemed into an account at the partner, not through the cart (issue 13).
    return product.type === 'financial_reward' && signedIn ? <FinancialRedeemLink slug={product.slug} /> : null;
  }
  const available = product.isAvailable && variant !== null && variant.isAvailable;
  const showsConsent = product.disclosureConsent !== null;
  const charityChoice = product.charityChoice;
  const charitiesMissing = charityChoice !== null && charityChoiceProblem(charityIds, charityChoice.maxCharities) !== null;
  const describedBy = [readOnly ? readOnlyNoteId : null, charitiesMissing ? charityNoteId : null].filter(Boolean).join(' ') || undefined;

  const refuseForConsent = () => {
    setConsentError(true);
    consentBox.current?.focus();
  };

  const add = async () => {
    if (variant === null) return;
    // Checked here too, so a refusal shows at once without a round trip (the use case checks again).
    const decision = canAddToCart({
      isDisclosureConsentMandatory: product.isDisclosureConsentMandatory,
      consentAccepted,
      hideAddToCart: product.hideAddToCart,
      available,
    });
    if (signedIn && !decision.ok && decision.reason === 'consent-required') {
      refuseForConsent();
      return;
    }
    setAdding(true);
    try {
      const result = await addToCart.execute({ product, variant, quantity, consentAccepted, charityIds, locale });
      if (result.outcome === 'added' || result.outcome === 'adjusted') setAdded(true);
      if (result.outcome === 'refused' && result.reason === 'consent-required') refuseForConsent();
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap="md">
      <QuantitySelect maxQuantity={product.maxQuantity} value={quantity} onChange={onQuantityChange} />
      {charityChoice !== null && (
        <CharityPicker
          choice={charityChoice}
          chosen={charityIds}
          onChange={setCharityIds}
          giftPoints={(variant?.points ?? product.points) * quantity}
        />
      )}
      {showsConsent && (
        <DisclosureConsent
          ref={consentBox}
          text={product.disclosureConsent ?? ''}
          accepted={consentAccepted}
          onChange={(accepted) => {
            setConsentAccepted(accepted);
            if (accepted) setConsentError(false);
          }}
          showError={consentError}
        />
      )}
      {!signedIn && <Text m={0}>{t('product.guestHint')}</Text>}
      {charitiesMissing && (
        <Text m={0} id={charityNoteId}>
          {t('product.charities.chooseFirst')}
        </Text>
      )}
      {readOnly && (
        <Text m={0} id={readOnlyNoteId}>
          {t('readOnly.control')}
        </Text>
      )}
      <Group gap="md">
        <Button
          size="md"
          leftSection={<IconShoppingCart size={20} aria-hidden="true" />}
          disabled={!available || readOnly || charitiesMissing}
          aria-describedby={describedBy}
          loading={adding}
          onClick={() => void add()}
        >
          {t('product.addToCart')}
        </Button>
        <VisuallyHidden role="status">{adding ? t('product.adding') : ''}</VisuallyHidden>
        {added && (
          <Button
            component={Link}
            to={localized('/shop/cart')}
            size="md"
            variant="outline"
            leftSection={<IconShoppingCartCheck size={20} aria-hidden="true" />}
          >
            {t('product.checkout')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The way to a financial reward's redemption form. */
function FinancialRedeemLink({ slug }: { readonly slug: string }) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  return (
    <Button component={Link} to={localized(`/financial-rewards/redeem/${slug}`)}>
      {t('financialRedemption.redeemLink')}
    </Button>
  );
}
