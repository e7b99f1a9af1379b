import type { Account, AccountCurrency } from '@rewards-storefront/domain/account/account';
import { accountTypeOf, isCardNameHidden, type AccountType } from '@rewards-storefront/domain/account/account-type';
import { canSwitchCard } from '@rewards-storefront/domain/account/card-switch';
import { cardRoleOf, type CardRole } from '@rewards-storefront/domain/account/store-cards';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { POINTS_CURRENCY } from '@rewards-storefront/domain/points/points-currency';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

/** What the header shows about the active card (spec §3 client view userInfo). */
export interface UserInfo {
  readonly accountType: AccountType;
  readonly maskedNumber: string;
  readonly cardName: Readonly<Record<Locale, string>>;
  readonly referenceIdentifier: string;
}

/** Client account state (spec §3). Only usable accounts are ever held. */
export interface AccountState {
  readonly loading: boolean;
  readonly loaded: boolean;
  readonly accounts: readonly Account[];
  readonly accountId: number | null;
  readonly referenceIdentifier: string | null;
  readonly balance: number;
  readonly pooledBalance: number;
  readonly currency: AccountCurrency;
  readonly userInfo: UserInfo | null;
  readonly paymentProviders: readonly string[];
  /** The signed-in member the cards were loaded for (their role on each card is read with it). */
  readonly memberId: number | null;
  /** The member's role on the active card: its holder, or an authorized redeemer who may only redeem its points. */
  readonly cardRole: CardRole | null;
  /** The member must accept the programme rules first (403 PENDING_ACTIONS on account load). */
  readonly isPendingActions: boolean;
  /** The last load failed for another reason; nothing is shown for it (spec §8). */
  readonly loadFailed: boolean;
}

export const INITIAL_ACCOUNT_STATE: AccountState = {
  loading: false,
  loaded: false,
  accounts: [],
  accountId: null,
  referenceIdentifier: null,
  balance: 0,
  pooledBalance: 0,
  currency: { id: POINTS_CURRENCY.id, name: 'PTS', symbol: POINTS_CURRENCY.symbol },
  userInfo: null,
  paymentProviders: [],
  memberId: null,
  cardRole: null,
  isPendingActions: false,
  loadFailed: false,
};

/** The utility bar's view model (spec §2 Header, Utility bar). */
export type UtilityBarView =
  | { readonly status: 'loading' }
  | { readonly status: 'hidden' }
  | { readonly status: 'no-card' }
  | {
      readonly status: 'ready';
      readonly pooledBalance: number;
      readonly currencySymbol: string;
      /** Null when the account type hides card names (select): only the masked number shows. */
      readonly cardName: Readonly<Record<Locale, string>> | null;
      readonly maskedNumber: string;
      readonly canSwitch: boolean;
      /** The member redeems on another holder's card (spec §1 authorized redeemer). */
      readonly isAuthorizedRedeemer: boolean;
    };

/** One card in the card switcher (spec §2 Card switcher modal). */
export interface CardChoiceView {
  readonly id: number;
  readonly cardName: Readonly<Record<Locale, string>> | null;
  readonly maskedNumber: string;
  readonly pooledBalance: number;
  readonly currencySymbol: string;
  readonly imageUrl: string;
  readonly isCurrent: boolean;
  /** The member's role on the card: theirs, or one they may only redeem on. */
  readonly role: CardRole;
}

export interface CardSwitcherView {
  readonly currentAccountId: number | null;
  readonly cards: readonly CardChoiceView[];
}

/**
 * Holds the member's usable cards and the active one, with the transitions of
 * spec §4 (account load, card switch).
 *
 * Invariant: `accountId`, balances, currency and `userInfo` always describe
 * the same account, one of `accounts` (or all are empty).
 */
export class AccountStore {
  private readonly state = new BehaviorSubject<AccountState>(INITIAL_ACCOUNT_STATE);

  readonly state$: Observable<AccountState> = this.state.asObservable();
  readonly utilityBar$: Observable<UtilityBarView> = this.state$.pipe(
    map(toUtilityBarView),
    distinctUntilChanged(sameUtilityBarView),
  );
  readonly cardSwitcher$: Observable<CardSwitcherView> = this.state$.pipe(
    distinctUntilChanged((a, b) => a.accounts === b.accounts && a.accountId === b.accountId),
    map(toCardSwitcherView),
  );

  get snapshot(): AccountState {
    return this.state.getValue();
  }

  loadStarted(): void {
    this.patch({ loading: true, loadFailed: false, isPendingActions: false });
  }

  /**
   * Success of an account load for `memberId`: the cards the store offers
   * (the member's own, then those they redeem on) and the one to make active.
   * Without a member id every card counts as the member's own.
   */
  loadSucceeded(accounts: readonly Account[], selected: Account | undefined, memberId: number | null = null): void {
    this.patch({
      ...INITIAL_ACCOUNT_STATE,
      ...(selected ? activeFields(selected, memberId) : {}),
      accounts,
      memberId,
      loading: false,
      loaded: true,
    });
  }

  loadFailed(reason: { pendingActions: boolean }): void {
    this.patch({ loading: false, loaded: false, isPendingActions: reason.pendingActions, loadFailed: !reason.pendingActions });
  }

  switchStarted(): void {
    this.patch({ loading: true, loaded: false });
  }

  switchFinished(account: Account): void {
    this.patch({ ...activeFields(account, this.state.getValue().memberId), loading: false, loaded: true });
  }

  reset(): void {
    this.state.next(INITIAL_ACCOUNT_STATE);
  }

  /**
   * The balances of the cards held, as just read again (after points came
   * back or went): each held card takes its fresh balances, the active card's
   * show in the utility bar. Nothing else changes (no loading state, the same
   * active card), so nothing that depends on the card reloads.
   */
  balancesRefreshed(fresh: readonly Account[]): void {
    const byId = new Map(fresh.map((account) => [account.id, account]));
    const { accounts, accountId } = this.state.getValue();
    const refreshed = accounts.map((held) => {
      const read = byId.get(held.id);
      return read ? { ...held, lastBalance: read.lastBalance, pooledBalance: read.pooledBalance } : held;
    });
    const active = refreshed.find((account) => account.id === accountId);
    this.patch({ accounts: refreshed, ...(active ? { balance: active.lastBalance, pooledBalance: active.pooledBalance } : {}) });
  }

  /**
   * A card's points after a redemption the server answered with its new
   * balance: the card in the list and, when it is the active one, the
   * utility bar's balance.
   */
  balanceChanged(accountId: number, points: number): void {
    const { accounts, accountId: activeId } = this.state.getValue();
    if (!accounts.some((account) => account.id === accountId)) return;
    this.patch({
      accounts: accounts.map((account) => (account.id === accountId ? { ...account, lastBalance: points, pooledBalance: points } : account)),
      ...(activeId === accountId ? { balance: points, pooledBalance: points } : {}),
    });
  }

  private patch(change: Partial<AccountState>): void {
    this.state.next({ ...this.state.getValue(), ...change });
  }
}

/** The member's role on a card; with no member known, the card is taken as theirs. */
function roleOn(account: Account, memberId: number | null): CardRole {
  return memberId === null ? 'primary' : (cardRoleOf(account, memberId) ?? 'primary');
}

function activeFields(account: Account, memberId: number | null): Partial<AccountState> {
  return {
    cardRole: roleOn(account, memberId),
    accountId: account.id,
    referenceIdentifier: account.referenceIdentifier,
    balance: account.lastBalance,
    pooledBalance: account.pooledBalance,
    currency: account.currency,
    paymentProviders: account.paymentProviders,
    userInfo: {
      accountType: accountTypeOf(account.accountCategory),
      maskedNumber: account.maskedNumber,
      cardName: account.cardName,
      referenceIdentifier: account.referenceIdentifier,
    },
  };
}

function toUtilityBarView(state: AccountState): UtilityBarView {
  if (state.loading) return { status: 'loading' };
  if (!state.loaded) return { status: 'hidden' };
  if (state.userInfo === null) return { status: 'no-card' };
  return {
    status: 'ready',
    pooledBalance: state.pooledBalance,
    currencySymbol: state.currency.symbol,
    cardName: isCardNameHidden(state.userInfo.accountType) ? null : state.userInfo.cardName,
    maskedNumber: state.userInfo.maskedNumber,
    canSwitch: canSwitchCard(state.accounts),
    isAuthorizedRedeemer: state.cardRole === 'authorized-redeemer',
  };
}

function sameUtilityBarView(a: UtilityBarView, b: UtilityBarView): boolean {
  if (a.status !== 'ready' || b.status !== 'ready') return a.status === b.status;
  return (
    a.pooledBalance === b.pooledBalance &&
    a.currencySymbol === b.currencySymbol &&
    a.cardName === b.cardName &&
    a.maskedNumber === b.maskedNumber &&
    a.canSwitch === b.canSwitch &&
    a.isAuthorizedRedeemer === b.isAuthorizedRedeemer
  );
}

function toCardSwitcherView(state: AccountState): CardSwitcherView {
  return {
    currentAccountId: state.accountId,
    cards: state.accounts.map((account) => ({
      id: account.id,
      cardName: isCardNameHidden(accountTypeOf(account.accountCategory)) ? null : account.cardName,
      maskedNumber: account.maskedNumber,
      pooledBalance: account.pooledBalance,
      currencySymbol: account.currency.symbol,
      imageUrl: account.imageUrl,
      isCurrent: account.id === state.accountId,
      role: roleOn(account, state.memberId),
    })),
  };
}
