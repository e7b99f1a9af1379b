/**
 * True when the member has a card to switch to: more than one usable
 * account (spec §2 chevron, §4 "Card switch"). Never true for zero or one.
 */
export function canSwitchCard(accounts: readonly unknown[]): boolean {
  return accounts.length > 1;
}

/**
 * True when confirming the switcher would change the current card: a card
 * is chosen and it is not the current one. Never true without a choice.
 */
export function canConfirmSwitch(currentId: number | null | undefined, chosenId: number | null | undefined): boolean {
  return chosenId != null && chosenId !== currentId;
}
