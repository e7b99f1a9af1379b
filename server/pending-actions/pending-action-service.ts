import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { PendingActionDetail } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import type { SessionClaims } from '../auth/token-service';
import { findPage, findSections } from '../content/content-repository';
import { withTransaction } from '../database/create-pool';
import { ApiError } from '../http/api-error';
import {
  completePendingAction,
  findOpenPendingActions,
  findPendingActionOfMember,
  type MemberRow,
  type PendingActionRow,
} from '../account/member-repository';

const TITLES: Record<PendingActionRow['type'], Record<Locale, string>> = {
  accept_program_rules: {
    'en-CA': 'Accept the programme rules',
    'fr-CA': 'Accepter le règlement du programme',
  },
};

/** Used only when a programme has no rules page: the action must still say what it is about. */
const RULES_FALLBACK: Record<Locale, string> = {
  'en-CA': 'Please read and accept the rules of the rewards programme to continue. They are also on the Programme rules page.',
  'fr-CA':
    'Veuillez lire et accepter le règlement du programme de récompenses pour continuer. Il se trouve aussi à la page Règlement du programme.',
};

/**
 * What a member must do before member calls are served (spec §4, §8). The
 * rules text is the programme's own "program-rules" content page, so the
 * member accepts exactly what the store publishes.
 */
export class PendingActionService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async list(member: MemberRow, locale: Locale = DEFAULT_LOCALE): Promise<PendingActionDetail[]> {
    const actions = await findOpenPendingActions(this.pool, member.id);
    if (actions.length === 0) return [];
    const rules = await this.rulesText(member.programmeId, locale);
    return actions.map((action) => this.detail(action, rules, locale));
  }

  /** One of the member's open actions; a done one, or someone else's, is 404. */
  async get(member: MemberRow, actionId: number, locale: Locale = DEFAULT_LOCALE): Promise<PendingActionDetail> {
    const action = await findPendingActionOfMember(this.pool, member.id, actionId);
    if (!action || action.completedAt !== null) throw ApiError.notFound('There is no such pending action.');
    return this.detail(action, await this.rulesText(member.programmeId, locale), locale);
  }

  /**
   * Records the member's acceptance. Accepting again is harmless (nothing
   * changes). Accepting the programme rules is the member's own consent: an
   * admin logged in as the member cannot give it, even with write access.
   */
  async complete(member: MemberRow, session: SessionClaims, actionId: number): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      const action = await findPendingActionOfMember(client, member.id, actionId, { forUpdate: true });
      if (!action) throw ApiError.notFound('There is no such pending action.');
      if (action.completedAt !== null) return;
      if (action.type === 'accept_program_rules' && session.loginAs) {
        throw ApiError.forbidden(
          'MEMBER_CONSENT_REQUIRED',
          'Only the member can accept the programme rules; an admin logged in as the member cannot accept them.',
        );
      }
      await completePendingAction(client, { memberId: member.id, action, now: this.clock.now() });
    });
  }

  private detail(action: PendingActionRow, rules: string, locale: Locale): PendingActionDetail {
    return { id: action.id, type: action.type, title: TITLES[action.type][locale], description: rules };
  }

  /** The rules page as plain text: headings and paragraphs separated by blank lines. */
  private async rulesText(programmeId: number, locale: Locale): Promise<string> {
    const page = await findPage(this.pool, programmeId, 'program-rules');
    if (!page) return RULES_FALLBACK[locale];
    const sections = await findSections(this.pool, page.id);
    const french = locale === 'fr-CA';
    const blocks = sections.flatMap((section) => {
      const heading = french ? (section.headingFr ?? section.headingEn) : section.headingEn;
      const paragraphs = french ? (section.paragraphsFr ?? section.paragraphsEn) : section.paragraphsEn;
      return heading ? [heading, ...paragraphs] : paragraphs;
    });
    return blocks.length > 0 ? blocks.join('\n\n') : RULES_FALLBACK[locale];
  }
}
