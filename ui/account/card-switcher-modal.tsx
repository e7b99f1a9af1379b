import { canConfirmSwitch } from '@rewards-storefront/domain/account/card-switch';
import { formatBalance } from '@rewards-storefront/domain/format/format-points';
import { Button, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import classes from './card-switcher-modal.module.css';

/**
 * The card switcher (spec §2): every usable card with its image, name, masked
 * number and balance, chosen like radio buttons (arrow keys move the choice);
 * 'Select' stays disabled until another card than the current one is chosen.
 * Focus stays in the dialog while it is open; Escape closes it.
 */
export function CardSwitcherModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, locale } = useTranslate();
  const accounts = useCapability('session').accountStore;
  const switchCard = useCapability('session').switchCard;
  const view = useObservable(accounts.cardSwitcher$);
  const [chosenId, setChosenId] = useState<number | null>(view.currentAccountId);
  const groupName = useId();

  // Each opening starts from the current card.
  useEffect(() => {
    if (opened) setChosenId(view.currentAccountId);
  }, [opened, view.currentAccountId]);

  const confirm = () => {
    if (chosenId !== null && switchCard.execute({ accountId: chosenId }).ok) onClose();
  };

  return (
    <Modal.Root opened={opened} onClose={onClose} size="md" centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* role="none": Mantine draws the dialog header as <header>, which would read as a second page banner. */}
        <Modal.Header role="none">
          <Modal.Title fw={700} fz="lg">
            {t('cardSwitcher.title')}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('cardSwitcher.close')} />
        </Modal.Header>
        <Modal.Body>
          <Radio.Group
            name={groupName}
            value={chosenId === null ? null : String(chosenId)}
            onChange={(value) => setChosenId(Number(value))}
            label={t('cardSwitcher.cardsLabel')}
          >
            {/* Spec §9: the list scrolls beyond 24.8rem. */}
            <ScrollArea.Autosize mah="24.8rem" mt="xs" type="auto">
              <Stack gap="sm">
                {view.cards.map((card) => {
                  const balance = formatBalance(card.pooledBalance, locale, card.currencySymbol);
                  return (
                    <Radio.Card key={card.id} value={String(card.id)} className={classes.card} radius="md">
                      <Radio.Indicator />
                      {/* The card's name follows as text, so its picture is decorative. */}
                      <img src={card.imageUrl} alt="" className={classes.cardImage} />
                      <div className={classes.details}>
                        {card.cardName && <Text className={classes.name}>{card.cardName[locale]}</Text>}
                        <Text size="sm">{card.maskedNumber}</Text>
                        <Text size="sm" c="gray.7">
                          {t('cardSwitcher.balance', { balance })}
                        </Text>
                        {card.role === 'authorized-redeemer' && (
                          <Text size="sm" c="gray.7" data-testid="card-role">
                            {t('cardSwitcher.authorizedRedeemer')}
                          </Text>
                        )}
                      </div>
                    </Radio.Card>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              {t('cardSwitcher.cancel')}
            </Button>
            <Button disabled={!canConfirmSwitch(view.currentAccountId, chosenId)} onClick={confirm}>
              {t('cardSwitcher.select')}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
