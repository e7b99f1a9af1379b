import { canConfirmSwitch, canSwitchCard } from '@rewards-storefront/domain/account/card-switch';
import type { CurrentAccountStorage } from '../ports/current-account-storage';
import type { AccountStore } from './account-store';

export type SwitchCardResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'not-switchable' };

/**
 * The member makes another of their cards the active one (spec §4 "Card switch").
 *
 * Always holds: a switch happens only when more than one card is usable and
 * the chosen card is another of them; then its id is saved as current (so it
 * survives a reload) and balance, pooled balance, currency and card details
 * all follow it. Otherwise nothing changes. What depends on the card (its
 * cart, the catalogue's prices, the wishlist's) reloads by itself: each
 * store derives its loads from the active card (ContextStore).
 */
export class SwitchCard {
  constructor(
    private readonly store: AccountStore,
    private readonly currentAccount: CurrentAccountStorage,
  ) {}

  execute(input: { readonly accountId: number }): SwitchCardResult {
    const { accounts, accountId } = this.store.snapshot;
    const chosen = accounts.find((account) => account.id === input.accountId);
    if (!chosen || !canSwitchCard(accounts) || !canConfirmSwitch(accountId, chosen.id)) {
      return { ok: false, reason: 'not-switchable' };
    }
    this.store.switchStarted();
    this.currentAccount.write(chosen.id);
    this.store.switchFinished(chosen);
    return { ok: true };
  }
}
