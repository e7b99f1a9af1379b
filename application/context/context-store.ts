import { catalogueAudience, type CatalogueAudience } from '@rewards-storefront/domain/catalogue/catalogue-audience';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { shopperOf, type Shopper } from '@rewards-storefront/domain/session/shopper';
import { combineLatest, distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs';
import type { AccountState, AccountStore } from '../account/account-store';
import type { LocaleStore } from '../locale/locale-store';
import type { SessionStore } from '../session/session-store';

/** Who is looking, in which language: what every load of the store depends on. */
export interface ShoppingContext {
  readonly locale: Locale;
  readonly shopper: Shopper;
}

/** Emitted instead of a context while a signed-in member's card is not known yet: loads wait. */
export const WAIT = 'wait';
export type Wait = typeof WAIT;

/** What a catalogue read needs: the language and whom the prices are for. */
export interface CatalogueContext {
  readonly locale: Locale;
  readonly audience: CatalogueAudience;
}

/** What a member's own read needs (cart, wishlist, product group): the language, the member and the active card. */
export interface MemberContext {
  readonly locale: Locale;
  readonly memberId: number;
  /** Null when the member has no usable card. */
  readonly accountId: number | null;
}

/** What a content read needs: the language and whether the reader is signed in. */
export interface ContentContext {
  readonly locale: Locale;
  readonly audience: 'guest' | 'member';
}

/**
 * The one stream the application's loads derive from: the session, the
 * member's active card and the page's language (spec §4: sign-in, sign-out,
 * card switch and language change reload what depends on them).
 *
 * Each view emits only when what it carries changes, so a load that depends
 * on the language alone is not repeated on a card switch, and a catalogue
 * read is not asked while the card is still unknown ({@link WAIT}).
 */
export class ContextStore {
  readonly context$: Observable<ShoppingContext>;
  /** Catalogue reads: the language and the prices' audience, or WAIT while a member's card is unknown. */
  readonly catalogue$: Observable<CatalogueContext | Wait>;
  /** A member's own reads: null for a visitor, WAIT while the member's card is unknown. */
  readonly member$: Observable<MemberContext | null | Wait>;
  /** Content reads: the language and whether someone is signed in. */
  readonly content$: Observable<ContentContext>;

  constructor(sessions: SessionStore, accounts: AccountStore, locales: LocaleStore) {
    this.context$ = combineLatest([sessions.session$, accounts.state$, locales.locale$]).pipe(
      map(([session, account, locale]) => ({ locale, shopper: shopperOf(factsOf(session?.memberId ?? null, account)) })),
      distinctUntilChanged((a, b) => a.locale === b.locale && shopperKey(a.shopper) === shopperKey(b.shopper)),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.catalogue$ = this.context$.pipe(
      map(({ locale, shopper }): CatalogueContext | Wait => {
        const audience = catalogueAudience(shopper);
        return audience === 'wait' ? WAIT : { locale, audience };
      }),
      distinctUntilChanged(sameCatalogueContext),
    );
    this.member$ = this.context$.pipe(
      map(({ locale, shopper }): MemberContext | null | Wait => {
        if (shopper.kind === 'guest') return null;
        return shopper.card === 'unknown' ? WAIT : { locale, memberId: shopper.memberId, accountId: shopper.card.accountId };
      }),
      distinctUntilChanged(sameMemberContext),
    );
    this.content$ = this.context$.pipe(
      map(({ locale, shopper }): ContentContext => ({ locale, audience: shopper.kind === 'guest' ? 'guest' : 'member' })),
      distinctUntilChanged((a, b) => a.locale === b.locale && a.audience === b.audience),
    );
  }
}

/** The same key for the same visitor, member and card. */
function shopperKey(shopper: Shopper): string {
  if (shopper.kind === 'guest') return 'guest';
  return `${shopper.memberId}:${shopper.card === 'unknown' ? 'unknown' : String(shopper.card.accountId)}`;
}

function factsOf(memberId: number | null, account: AccountState) {
  return {
    memberId,
    cardsLoading: account.loading,
    cardsSettled: account.loaded || account.loadFailed || account.isPendingActions,
    accountId: account.accountId,
  };
}

function sameCatalogueContext(a: CatalogueContext | Wait, b: CatalogueContext | Wait): boolean {
  if (a === WAIT || b === WAIT) return a === b;
  if (a.locale !== b.locale || a.audience.kind !== b.audience.kind) return false;
  return a.audience.kind === 'guest' || b.audience.kind === 'guest' || a.audience.accountId === b.audience.accountId;
}

function sameMemberContext(a: MemberContext | null | Wait, b: MemberContext | null | Wait): boolean {
  if (a === null || b === null || a === WAIT || b === WAIT) return a === b;
  return a.locale === b.locale && a.memberId === b.memberId && a.accountId === b.accountId;
}
