import type {
  AddRedeemerResult,
  AuthorizedRedeemerGateway,
  RedeemersResult,
  RelationsResult,
  RemoveRedeemerResult,
} from '@application/ports/authorized-redeemer-gateway';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type { AuthorizedRedeemer, NewAuthorizedRedeemer, RedeemerRelation } from '@rewards-storefront/domain/account/authorized-redeemer';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { toAuthorizedRedeemer } from '@infrastructure/http-authorized-redeemer-gateway';
import { API_RELATIONS, apiAuthorizedRedeemer } from './account-api-fixtures';
import { NOT_FOUND, failed } from './failures';

export function anAuthorizedRedeemer(id: number, overrides: Partial<AuthorizedRedeemer> = {}): AuthorizedRedeemer {
  return { ...toAuthorizedRedeemer(apiAuthorizedRedeemer(id)), ...overrides };
}

export const RELATIONS: readonly RedeemerRelation[] = API_RELATIONS.map((relation) => ({ ...relation }));

/**
 * The authorized redeemers of one member's cards in memory, like the
 * programme API: listed oldest first, one per email and card, a card of
 * `redeemerOnly` answers primary-only, another card or redeemer is 404.
 * Records every call; `failure` makes every call fail.
 */
export class FakeAuthorizedRedeemerGateway implements AuthorizedRedeemerGateway {
  readonly listRequests: { accountId: number; locale: Locale }[] = [];
  readonly addRequests: { accountId: number; redeemer: NewAuthorizedRedeemer; locale: Locale }[] = [];
  readonly removeRequests: { accountId: number; redeemerId: number }[] = [];
  failure: CommonFailure | null = null;
  readonly redeemerOnly = new Set<number>();
  private nextId = 500;

  constructor(public redeemers: Map<number, AuthorizedRedeemer[]> = new Map()) {}

  async list(request: { accountId: number; locale: Locale }): Promise<RedeemersResult> {
    this.listRequests.push(request);
    return this.refusal(request.accountId) ?? { ok: true, redeemers: [...(this.redeemers.get(request.accountId) ?? [])] };
  }

  async relations(_locale: Locale): Promise<RelationsResult> {
    return this.failure ? failed(this.failure) : { ok: true, relations: RELATIONS };
  }

  async add(request: { accountId: number; redeemer: NewAuthorizedRedeemer; locale: Locale }): Promise<AddRedeemerResult> {
    this.addRequests.push(request);
    const refused = this.refusal(request.accountId);
    if (refused) return refused;
    const list = this.redeemers.get(request.accountId) ?? [];
    if (list.some((redeemer) => redeemer.email.toLowerCase() === request.redeemer.email.toLowerCase()))
      return failed({ reason: 'already-named' as const });
    const relation = RELATIONS.find((candidate) => candidate.code === request.redeemer.relationCode);
    if (!relation) return failed({ reason: 'invalid' as const, fieldErrors: [{ field: 'relation_code', message: 'is not a relation' }] });
    this.nextId += 1;
    const redeemer: AuthorizedRedeemer = {
      id: this.nextId,
      ...request.redeemer,
      relation,
      addedAt: new Date('2026-03-01T12:00:00Z'),
      hasOnlineAccess: false,
    };
    this.redeemers.set(request.accountId, [...list, redeemer]);
    return { ok: true, redeemer };
  }

  async remove(request: { accountId: number; redeemerId: number }): Promise<RemoveRedeemerResult> {
    this.removeRequests.push(request);
    const refused = this.refusal(request.accountId);
    if (refused) return refused;
    const list = this.redeemers.get(request.accountId) ?? [];
    if (!list.some((redeemer) => redeemer.id === request.redeemerId)) return NOT_FOUND;
    this.redeemers.set(
      request.accountId,
      list.filter((redeemer) => redeemer.id !== request.redeemerId),
    );
    return { ok: true };
  }

  private refusal(accountId: number) {
    if (this.failure) return failed(this.failure);
    if (this.redeemerOnly.has(accountId)) return failed({ reason: 'primary-only' as const });
    return this.redeemers.has(accountId) ? null : NOT_FOUND;
  }
}
