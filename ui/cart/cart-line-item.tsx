import { chargedLineFees, type CartLine } from '@rewards-storefront/domain/cart/cart';
import { cartLineTotal } from '@rewards-storefront/domain/cart/cart-subtotal';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { productLocation } from '../components/catalogue-location';
import { ProductLabels } from '../components/product-labels';
import classes from './cart-line-item.module.css';
import { QuantityStepper } from './quantity-stepper';
import { CharityShareList } from '../components/charity-share-list';

export interface CartLineItemProps {
  readonly cartId: number;
  readonly line: CartLine;
  readonly readOnly: boolean;
  /** The id of what says why changes are disabled. */
  readonly readOnlyNoteId: string;
}

/**
 * One line of the cart (spec §3 cart line): its picture with the
 * product's labels, its name linking to the product, its variant, its
 * price each (the regular price struck through while on sale), the sale
 * and promotion savings, the eGift card's recipient (the email on file),
 * the quantity, the line's total, a remove button and a comment.
 */
export function CartLineItem({ cartId, line, readOnly, readOnlyNoteId }: CartLineItemProps) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const changeQuantity = useCapability('checkout').changeCartQuantity;
  const removeLine = useCapability('checkout').removeCartLine;
  const saveNote = useCapability('checkout').saveCartLineNote;
  const chooseFees = useCapability('checkout').chooseCartLineFees;
  const now = useCapability('ports').clock.now();
  const nameId = useId();
  const [note, setNote] = useState(line.notes ?? '');
  const [noteStatus, setNoteStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const points = (value: number) => formatPoints(value, locale);
  const salePrice = line.price - line.saleAmount;

  const saveComment = async () => {
    setNoteStatus('saving');
    const outcome = await saveNote.execute({ cartId, line, note, locale });
    setNoteStatus(outcome.outcome === 'saved' ? 'saved' : 'idle');
  };

  return (
    <li className={classes.line} aria-labelledby={nameId}>
      <div className={classes.media}>
        {line.imageUrl ? (
          <img src={line.imageUrl} alt="" width={200} height={200} className={classes.image} />
        ) : (
          <div role="img" aria-label={t('cart.noImage', { name: line.productName })}>
            <IconPhotoOff size={40} stroke={1.5} aria-hidden="true" />
          </div>
        )}
        <ProductLabels labels={line.labels} now={now} />
      </div>
      <Stack gap={6} className={classes.details}>
        <h2 className={classes.name} id={nameId}>
          <Anchor component={Link} to={localized(productLocation(line.productSlug))}>
            {line.productName}
          </Anchor>
        </h2>
        {line.variant.map((attribute) => (
          <Text key={attribute.name} m={0} size="sm">
            {t('cart.attribute', {
              name: t(`product.attributes.${attribute.name}`, { defaultValue: attribute.name }),
              value: attribute.label,
            })}
          </Text>
        ))}
        <Text m={0}>
          <VisuallyHidden>{line.saleAmount > 0 ? t('cart.salePrice') : t('product.price')} </VisuallyHidden>
          <span className={classes.price}>{t('cart.unitPrice', { points: points(salePrice) })}</span>
          {line.saleAmount > 0 && (
            <>
              {' '}
              <VisuallyHidden>{t('cart.regularPrice')} </VisuallyHidden>
              <s className={classes.regular}>{points(line.price)}</s>
            </>
          )}
        </Text>
        {line.saleAmount > 0 && (
          <Text m={0} size="sm" className={classes.saving}>
            {t('cart.sale', { points: points(line.saleAmount) })}
          </Text>
        )}
        {line.promotions.map((promotion) => (
          <Text key={promotion.codeId} m={0} size="sm" className={classes.saving}>
            {t('cart.promotion', { code: promotion.codeName, title: promotion.title, points: points(promotion.points) })}
          </Text>
        ))}
        {line.isEgift && (
          <Text m={0} size="sm">
            {line.egiftRecipient?.email
              ? t('cart.egiftRecipient', {
                  name: `${line.egiftRecipient.firstName} ${line.egiftRecipient.lastName}`,
                  email: line.egiftRecipient.email,
                })
              : t('cart.egiftNoEmail')}
          </Text>
        )}
        {chargedLineFees(line)
          .filter(({ fee }) => fee.isMandatory)
          .map(({ fee, points: feePoints }) => (
            <Text key={fee.id} m={0} size="sm" data-testid="line-fee">
              {t('cart.fees.charged', { name: fee.name, points: points(feePoints), each: points(fee.amount) })}
            </Text>
          ))}
        {(line.fees ?? [])
          .filter((fee) => !fee.isMandatory)
          .map((fee) => (
            <Checkbox
              key={fee.id}
              size="sm"
              checked={fee.isSelected}
              disabled={readOnly}
              aria-describedby={readOnly ? readOnlyNoteId : undefined}
              label={t('cart.fees.optional', { name: fee.name, each: points(fee.amount), product: line.productName })}
              onChange={(event) =>
                void chooseFees.execute({ cartId, line, feeTypeId: fee.id, chosen: event.currentTarget.checked, locale })
              }
            />
          ))}
        {line.charities.length > 0 && (
          <Text m={0} size="sm" component="div">
            {t('product.charities.sharedAmong')}
            <CharityShareList shares={line.charities} label={t('product.charities.sharedAmong')} />
          </Text>
        )}
      </Stack>
      <Stack gap="sm" className={classes.controls}>
        <QuantityStepper
          name={line.productName}
          quantity={line.quantity}
          maxQuantity={line.maxQuantity}
          disabled={readOnly}
          describedBy={readOnly ? readOnlyNoteId : undefined}
          onChange={(quantity) => void changeQuantity.execute({ cartId, line, quantity, locale })}
        />
        <Text m={0} fw={700} data-testid="line-total">
          {t('cart.lineTotal', { points: points(cartLineTotal(line)) })}
        </Text>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          aria-label={t('cart.removeLabel', { name: line.productName })}
          aria-describedby={readOnly ? readOnlyNoteId : undefined}
          disabled={readOnly}
          onClick={() => void removeLine.execute({ cartId, line, locale })}
        >
          {t('cart.remove')}
        </Button>
      </Stack>
      <Group className={classes.note} align="flex-end" gap="sm">
        <TextInput
          className={classes.noteField}
          label={t('cart.note.label')}
          aria-label={t('cart.note.labelFor', { name: line.productName })}
          aria-describedby={readOnly ? readOnlyNoteId : undefined}
          maxLength={500}
          value={note}
          disabled={readOnly}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteStatus('idle');
          }}
        />
        <Button
          variant="outline"
          aria-label={t('cart.note.saveLabel', { name: line.productName })}
          disabled={readOnly || note.trim() === (line.notes ?? '')}
          loading={noteStatus === 'saving'}
          onClick={() => void saveComment()}
        >
          {t('cart.note.save')}
        </Button>
        <Text m={0} size="sm" role="status">
          {noteStatus === 'saved' ? t('cart.note.saved') : ''}
        </Text>
      </Group>
    </li>
  );
}
