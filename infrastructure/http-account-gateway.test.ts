import { describe, expect, it } from 'vitest';
import { anAccount } from '../tests/fakes/account-fixtures';
import { apiAccount } from '../tests/fakes/api-fixtures';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpAccountGateway } from './http-account-gateway';
import { createProgrammeApiClient } from './openapi-client';

const client = (fetch: ScriptedFetch) => createProgrammeApiClient({ baseUrl: 'http://programme.test/api/v1', csrfToken: () => null, fetch: fetch.fetch });

const apiElite = apiAccount(101, { mediums: [{ name_on_medium: 'ALEX MARTIN', masked_medium_number: '**** 4821' }] });

describe('HttpAccountGateway', () => {
  it('maps the API account to the domain Account', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: [apiElite] });
    const result = await new HttpAccountGateway(client(fetch)).loadAccounts();
    expect(fetch.last.url.pathname).toBe('/api/v1/member/account');
    // The fixture's card, with the balance and number this answer gives.
    expect(result).toEqual({ ok: true, accounts: [anAccount({ lastBalance: 50_000, pooledBalance: 50_000, maskedNumber: '**** 4821' })] });
  });

  it('passes a 403 PENDING_ACTIONS through as a failure', async () => {
    const fetch = new ScriptedFetch().respondJson(403, { code: 'PENDING_ACTIONS', message: 'Accept the rules.', data: [] });
    expect(await new HttpAccountGateway(client(fetch)).loadAccounts()).toEqual({
      ok: false,
      reason: 'pending-actions',
      detail: '403 PENDING_ACTIONS Accept the rules.',
    });
  });
});
