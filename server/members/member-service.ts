import type { components } from '@openapi/programme-api';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import { ApiError } from '../http/api-error';
import { findAccountsOfMember, memberBelongsToAccount, type AccountRow } from './account-repository';
import { findMemberById, findMemberTiers, findOpenPendingActions, type MemberRow, type Tier } from './member-repository';

type AccountBody = components['schemas']['Account'];
type ProfileBody = components['schemas']['Profile'];
type LocalizedText = components['schemas']['LocalizedText'];

const TIER_NAMES: Record<Tier, LocalizedText> = {
  essential: { 'en-CA': 'Essential', 'fr-CA': 'Essentiel' },
  premium: { 'en-CA': 'Premium', 'fr-CA': 'Premium' },
  elite: { 'en-CA': 'Elite', 'fr-CA': 'Élite' },
};

function localized(en: string, fr: string | null): LocalizedText {
  // English is the fallback for content that has no French yet (decisions §6).
  return { 'en-CA': en, 'fr-CA': fr ?? en };
}

/** Card art is generated per card type by the media routes. */
export function cardImageUrl(cardType: string): string {
  return `/media/cards/${cardType}.svg`;
}

function toAccountBody(row: AccountRow): AccountBody {
  return {
    id: row.id,
    reference_identifier: row.referenceIdentifier,
    // No statement cycle exists yet, so the last balance is the current ledger sum too.
    last_balance: row.balance,
    pooled_balance: row.balance,
    status: { code: row.status },
    account_members: row.members,
    account_type: {
      reference_identifier: row.productReference,
      account_category: row.accountCategory,
      card_type: row.cardType as AccountBody['account_type']['card_type'],
      tier: row.tier,
      translated_name: localized(row.nameEn, row.nameFr),
      description: localized(row.descriptionEn, row.descriptionFr),
      currency: { id: row.currencyId, name: row.currencyNameEn, symbol: row.currencySymbol },
      display_currency_names: localized(row.currencyNameEn, row.currencyNameFr),
      payment_providers: row.paymentProviders,
      image_url: cardImageUrl(row.cardType),
    },
    mediums: [{ name_on_medium: row.nameOnCard, masked_medium_number: row.maskedNumber }],
  };
}

export class MemberService {
  constructor(private readonly pool: Pool) {}

  /**
   * The signed-in member, for member calls: a member who still has pending
   * actions (programme rules not accepted) gets 403 PENDING_ACTIONS with the
   * actions to take (spec §4, §8).
   */
  async requireActiveMember(session: SessionClaims): Promise<MemberRow> {
    const member = await findMemberById(this.pool, session.memberId);
    if (!member) throw ApiError.unauthenticated('The member of this session no longer exists.');
    const pending = await findOpenPendingActions(this.pool, member.id);
    if (pending.length > 0) {
      throw ApiError.forbidden(
        'PENDING_ACTIONS',
        'Some actions are required before you can continue, such as accepting the programme rules.',
        pending.map((action) => ({ id: action.id, type: action.type })),
      );
    }
    return member;
  }

  async accounts(member: MemberRow): Promise<AccountBody[]> {
    const rows = await findAccountsOfMember(this.pool, member.id);
    return rows.map(toAccountBody);
  }

  async profile(member: MemberRow): Promise<ProfileBody> {
    const tiers = await findMemberTiers(this.pool, member.id);
    return {
      id: member.id,
      admin_id: null,
      tiers: tiers.map((code) => ({ code, name: TIER_NAMES[code] })),
      admin_access_level: null,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email ?? '',
      preferredLanguage: member.preferredLanguage,
      phone: member.phone,
      has_marketing_enabled: member.hasMarketingEnabled,
      account_type: member.accountCategory,
    };
  }

  /** A card id sent by the client must be one of the member's own (decisions §8). */
  async requireOwnAccount(member: MemberRow, accountId: number): Promise<void> {
    if (!(await memberBelongsToAccount(this.pool, member.id, accountId))) {
      throw ApiError.notFound('No such card for this member.');
    }
  }
}
