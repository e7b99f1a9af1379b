import type { paths } from '@openapi/programme-api';
import type { Pool } from 'pg';
import type { SessionClaims, TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import { requireCardCapability } from '../account/card-membership';
import type { MemberRow } from '../account/member-repository';

type TravelToken = paths['/member/account/{id}/jwt']['get']['responses']['200']['content']['application/json']['data'];

/** The sandbox travel partner's authentication page (decisions §3); a bank deployment configures its partner's. */
export const SANDBOX_TRAVEL_URL = '/sandbox/travel-partner/authenticate';

/** The sandbox vacation site of each language, where the store posts the token by form (spec §2). */
export const SANDBOX_VACATION_URLS = { 'en-CA': '/sandbox/vacations/en', 'fr-CA': '/sandbox/vacations/fr' } as const;

/** The vacation site of each language: the configured one (`{lang}` is en or fr), else the sandbox's. */
export function vacationUrls(template: string | null): TravelToken['vacation_urls'] {
  if (template === null) return { ...SANDBOX_VACATION_URLS };
  return { 'en-CA': template.replaceAll('{lang}', 'en'), 'fr-CA': template.replaceAll('{lang}', 'fr') };
}

/**
 * Tokens for the travel partner (spec §2 external redirects): the store
 * sends the member to the partner's authentication page with one, and the
 * partner opens their itinerary. Any member of the card may travel with it
 * (travel is a redemption); another member's card is a 404.
 */
export class TravelService {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly partners: { travelUrl: string; vacationSiteUrl: string | null } = { travelUrl: SANDBOX_TRAVEL_URL, vacationSiteUrl: null },
  ) {}

  async token(member: MemberRow, session: SessionClaims, accountId: number): Promise<TravelToken> {
    await requireCardCapability(this.pool, member, accountId, 'redeem');
    const loginAs = session.loginAs ? { adminId: session.loginAs.adminId, sessionId: session.loginAs.sessionId } : null;
    const issued = await this.tokens.issueTravel({ memberId: member.id, accountId, loginAs, now: this.clock.now() });
    return {
      token: issued.token,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      travel_url: this.partners.travelUrl,
      vacation_urls: vacationUrls(this.partners.vacationSiteUrl),
    };
  }
}
