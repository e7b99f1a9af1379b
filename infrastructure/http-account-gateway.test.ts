import { describe, expect, it } from 'vitest';
import { apiAccount } from '../tests/fakes/api-fixtures';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpAccountGateway } from './http-account-gateway';
import { createProgrammeApiClient } from './openapi-client';

const apiElite = apiAccount(101, { mediums: [{ name_on_medium: 'ALEX MARTIN', masked_medium_number: '**** 4821' }] });

describe('HttpAccountGateway', () => {
  it('maps the API account to the domain Account', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: [apiElite] });
    const client = createProgrammeApiClient({
      baseUrl: 'http://programme.test/api/v1',
      csrfToken: () => null,
      fetch: fetch.fetch,
    });
    const result = await new HttpAccountGateway(client).loadAccounts();
    expect(fetch.last.url.pathname).toBe('/api/v1/member/account');
    expect(result).toEqual({
      ok: true,
      accounts: [
        {
          id: 101,
          referenceIdentifier: 'ACC-101',
          lastBalance: 50_000,
          pooledBalance: 50_000,
          statusCode: 'ACTIVE',
          members: [{ memberId: 1, isPrimary: true }],
          cardName: { 'en-CA': 'Elite', 'fr-CA': 'Élite' },
          cardType: 'elite',
          tier: 'elite',
          accountCategory: 'personal',
          currency: { id: 1, name: 'Points', symbol: 'pts' },
          maskedNumber: '**** 4821',
          nameOnCard: 'ALEX MARTIN',
          imageUrl: '/media/cards/101.svg',
          paymentProviders: [],
        },
      ],
    });
  });

  it('passes a 403 PENDING_ACTIONS through as a failure', async () => {
    const fetch = new ScriptedFetch().respondJson(403, { code: 'PENDING_ACTIONS', message: 'Accept the rules.', data: [] });
    const client = createProgrammeApiClient({
      baseUrl: 'http://programme.test/api/v1',
      csrfToken: () => null,
      fetch: fetch.fetch,
    });
    expect(await new HttpAccountGateway(client).loadAccounts()).toEqual({
      ok: false,
      reason: 'pending-actions',
      detail: '403 PENDING_ACTIONS Accept the rules.',
    });
  });
});
