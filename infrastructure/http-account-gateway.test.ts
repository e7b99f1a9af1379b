import { describe, expect, it } from 'vitest';
import { InMemorySessionStorage } from '../tests/fakes/in-memory-session-storage';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpAccountGateway } from './http-account-gateway';
import { createProgrammeApiClient } from './openapi-client';

const apiAccount = {
  id: 101,
  reference_identifier: 'ELITE-0001',
  last_balance: 152300,
  pooled_balance: 152300,
  status: { code: 'ACTIVE' },
  account_members: [{ member_id: 1, is_primary: true }],
  account_type: {
    reference_identifier: 'ELITE',
    account_category: 'personal',
    card_type: 'elite',
    tier: 'elite',
    translated_name: { 'en-CA': 'Elite', 'fr-CA': 'Élite' },
    description: { 'en-CA': 'Elite card', 'fr-CA': 'Carte Élite' },
    currency: { id: 1, name: 'Points', symbol: 'pts' },
    display_currency_names: { 'en-CA': 'Points', 'fr-CA': 'Points' },
    payment_providers: ['visa'],
    image_url: '/media/cards/elite.svg',
  },
  mediums: [{ name_on_medium: 'ALEX MARTIN', masked_medium_number: '**** 4821' }],
};

describe('HttpAccountGateway', () => {
  it('maps the API account to the domain Account', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: [apiAccount] });
    const client = createProgrammeApiClient({
      baseUrl: 'http://programme.test/api/v1',
      sessionStorage: new InMemorySessionStorage(),
      fetch: fetch.fetch,
    });
    const result = await new HttpAccountGateway(client).loadAccounts();
    expect(fetch.last.url.pathname).toBe('/api/v1/member/account');
    expect(result).toEqual({
      ok: true,
      accounts: [
        {
          id: 101,
          referenceIdentifier: 'ELITE-0001',
          lastBalance: 152300,
          pooledBalance: 152300,
          statusCode: 'ACTIVE',
          members: [{ memberId: 1, isPrimary: true }],
          cardName: { 'en-CA': 'Elite', 'fr-CA': 'Élite' },
          cardType: 'elite',
          tier: 'elite',
          accountCategory: 'personal',
          currency: { id: 1, name: 'Points', symbol: 'pts' },
          maskedNumber: '**** 4821',
          nameOnCard: 'ALEX MARTIN',
          imageUrl: '/media/cards/elite.svg',
          paymentProviders: ['visa'],
        },
      ],
    });
  });

  it('passes a 403 PENDING_ACTIONS through as a failure', async () => {
    const fetch = new ScriptedFetch().respondJson(403, { code: 'PENDING_ACTIONS', message: 'Accept the rules.', data: [] });
    const client = createProgrammeApiClient({
      baseUrl: 'http://programme.test/api/v1',
      sessionStorage: new InMemorySessionStorage(),
      fetch: fetch.fetch,
    });
    expect(await new HttpAccountGateway(client).loadAccounts()).toEqual({
      ok: false,
      reason: 'pending-actions',
      detail: '403 PENDING_ACTIONS Accept the rules.',
    });
  });
});
