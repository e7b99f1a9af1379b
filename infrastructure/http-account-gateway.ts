import type { AccountGateway, AccountsResult } from '@application/ports/account-gateway';
import type { Account } from '@rewards-storefront/domain/account/account';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

/** AccountGateway over GET /member/account. */
export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  loadAccounts(): Promise<AccountsResult> {
    return callApi(
      () => this.client.GET('/member/account'),
      (data) => ({ ok: true, accounts: data.data.map(toAccount) }),
    );
  }
}

/** API account (spec §3 field names) to the domain's Account. */
export function toAccount(api: Api.Account): Account {
  // A card has one medium in practice; the first is the one printed on the card.
  const medium = api.mediums[0];
  return {
    id: api.id,
    referenceIdentifier: api.reference_identifier,
    lastBalance: api.last_balance,
    pooledBalance: api.pooled_balance,
    statusCode: api.status.code,
    members: api.account_members.map((member) => ({ memberId: member.member_id, isPrimary: member.is_primary })),
    cardName: { 'en-CA': api.account_type.translated_name['en-CA'], 'fr-CA': api.account_type.translated_name['fr-CA'] },
    cardType: api.account_type.card_type,
    tier: api.account_type.tier,
    accountCategory: api.account_type.account_category,
    currency: { id: api.account_type.currency.id, name: api.account_type.currency.name, symbol: api.account_type.currency.symbol },
    maskedNumber: medium?.masked_medium_number ?? '',
    nameOnCard: medium?.name_on_medium ?? '',
    imageUrl: api.account_type.image_url,
    paymentProviders: [...api.account_type.payment_providers],
  };
}
