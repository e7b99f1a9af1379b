import { contactDetailsChannel } from '@rewards-storefront/domain/account/contact-details';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { Account as AccountBody, Profile as ProfileBody, LocalizedText } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import type { SessionClaims } from '../auth/token-service';
import { withTransaction } from '../database/create-pool';
import { ApiError } from '../http/api-error';
import { sessionSignedOut } from '../http/bearer-auth';
import { findAccountsOfMember, memberBelongsToAccount, type AccountRow } from './account-repository';
import { findPendingEmail } from '../auth/one-time-token-repository';
import type { EmailChanges } from './email-change';
import {
  findMemberById,
  findMemberTiers,
  findMemberGate,
  updateMemberPreferences,
  type MemberRow,
  type PreferenceChanges,
  type Tier,
} from './member-repository';

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

/**
 * A member the bank locked or flagged for fraud while signed in loses the
 * session at their next call (401: the store ends it; signing in again
 * tells them to call the number on the card). A support agent logged in as
 * the member keeps looking (spec §6).
 */
function refuseHeldSession(member: MemberRow, session: SessionClaims): void {
  if (member.accessHold !== null && session.loginAs === null) {
    throw ApiError.unauthenticated('This account cannot be used at the moment. Please call the number on the back of your card.');
  }
}

/** How much of the bearer check the member gate finishes. */
export interface MemberGateOptions {
  /**
   * The bearer hook left the sign-in's open check to the gate (a member's own
   * token): it is asked in the gate's statement, before anything else.
   */
  sessionOpenUnchecked?: boolean;
}

export class MemberService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly emailChanges: EmailChanges | null = null,
  ) {}

  /**
   * The signed-in member, whatever is pending. Only the calls a member with
   * pending actions still needs use this: the pending actions themselves,
   * and the menus and content configuration that the pending-actions layout
   * shows around them (header and footer).
   */
  async requireMember(session: SessionClaims, gate: MemberGateOptions = {}): Promise<MemberRow> {
    return this.passGate(session, { ...gate, active: false });
  }

  /**
   * The signed-in member, for member calls: a member who still has pending
   * actions (programme rules not accepted) gets 403 PENDING_ACTIONS with the
   * actions to take (spec §4, §8).
   */
  async requireActiveMember(session: SessionClaims, gate: MemberGateOptions = {}): Promise<MemberRow> {
    return this.passGate(session, { ...gate, active: true });
  }

  /** One statement (findMemberGate), then the refusals in the order the API has always given them. */
  private async passGate(session: SessionClaims, options: MemberGateOptions & { active: boolean }): Promise<MemberRow> {
    const openSession = options.sessionOpenUnchecked ? { jti: session.jti, signInSessionId: session.signInSessionId } : null;
    const { sessionOpen, member, pendingActions } = await findMemberGate(this.pool, session.memberId, openSession);
    if (!sessionOpen) throw sessionSignedOut();
    if (!member) throw ApiError.unauthenticated('The member of this session no longer exists.');
    refuseHeldSession(member, session);
    if (options.active && pendingActions.length > 0) {
      throw ApiError.forbidden(
        'PENDING_ACTIONS',
        'Some actions are required before you can continue, such as accepting the programme rules.',
        pendingActions.map((action) => ({ id: action.id, type: action.type })),
      );
    }
    return member;
  }

  async accounts(member: MemberRow): Promise<AccountBody[]> {
    const rows = await findAccountsOfMember(this.pool, member.id);
    return rows.map(toAccountBody);
  }

  /** The profile; in login-as mode it names the admin and their access level (spec §3, §6). */
  async profile(member: MemberRow, session: SessionClaims): Promise<ProfileBody> {
    const [tiers, pendingEmail] = await Promise.all([
      findMemberTiers(this.pool, member.id),
      findPendingEmail(this.pool, member.id, this.clock.now()),
    ]);
    return {
      id: member.id,
      admin_id: session.loginAs?.adminId ?? null,
      tiers: tiers.map((code) => ({ code, name: TIER_NAMES[code] })),
      admin_access_level: session.loginAs?.adminAccessLevel ?? null,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email ?? '',
      pending_email: pendingEmail,
      preferredLanguage: member.preferredLanguage,
      phone: member.phone,
      has_marketing_enabled: member.hasMarketingEnabled,
      has_pay_back_reminders: member.hasPayBackReminders,
      account_type: member.accountCategory,
    };
  }

  /**
   * Changes the marketing opt-in, preferred language and, for members who
   * edit them here (spec §6), the email and phone. A read-only admin
   * in login-as mode is refused before anything is read for writing; the
   * change is recorded with the admin who made it, if any. A new email only
   * waits for its link to be followed (server/account/email-change.ts),
   * sent with links to `origin`.
   */
  async updatePreferences(
    member: MemberRow,
    session: SessionClaims,
    changes: PreferenceChanges,
    origin = '',
  ): Promise<ProfileBody> {
    if (changes.email !== undefined || changes.phone !== undefined) {
      // Spec §6: select members change their contact details here; others through online banking or customer support.
      const tiers = await findMemberTiers(this.pool, member.id);
      if (contactDetailsChannel({ accountCategory: member.accountCategory, tiers }) !== 'programme-profile') {
        throw ApiError.forbidden(
          'CONTACT_DETAILS_NOT_EDITABLE',
          'Your contact details are updated through online banking or customer support, not in the rewards store.',
        );
      }
    }
    await withTransaction(this.pool, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      const { email, ...immediate } = changes;
      const verified = this.emailChanges;
      if (email !== undefined && verified) await verified.request(client, member, email, origin);
      await updateMemberPreferences(client, {
        memberId: member.id,
        adminId: session.loginAs?.adminId ?? null,
        changes: verified ? immediate : changes,
        now: this.clock.now(),
      });
    });
    this.emailChanges?.sent();
    const updated = await findMemberById(this.pool, member.id);
    if (!updated) throw ApiError.unauthenticated('The member of this session no longer exists.');
    return this.profile(updated, session);
  }

  /** A card id sent by the client must be one of the member's own (decisions §8). */
  async requireOwnAccount(member: MemberRow, accountId: number): Promise<void> {
    const own = member.accountIds !== undefined ? member.accountIds.includes(accountId) : await memberBelongsToAccount(this.pool, member.id, accountId);
    if (!own) {
      throw ApiError.notFound('No such card for this member.');
    }
  }
}
