import type { AuthorizedRedeemerGateway } from '@application/ports/authorized-redeemer-gateway';
import { expect, it } from 'vitest';
import { cardAccessContract, type CardAccessSetup } from './card-access.contract';

export interface AuthorizedRedeemerContractSetup extends CardAccessSetup {
  readonly gateway: AuthorizedRedeemerGateway;
  /** A card the member holds as primary. */
  readonly accountId: number;
  /** An email nobody on `accountId` has. */
  readonly newEmail: string;
}

/** What every AuthorizedRedeemerGateway must do (spec §3, §7 authorized redeemer; decisions §8). */
export function authorizedRedeemerGatewayContract(makeSetup: () => Promise<AuthorizedRedeemerContractSetup>): void {
  const person = (setup: AuthorizedRedeemerContractSetup) => ({
    firstName: 'Sam',
    lastName: 'Martin',
    email: setup.newEmail,
    relationCode: 'child',
  });

  it('offers the relations, named in the language asked', async () => {
    const setup = await makeSetup();
    const result = await setup.gateway.relations('en-CA');
    if (!result.ok) throw new Error('the relations failed');
    expect(result.relations.map((relation) => relation.code)).toEqual([
      'spouse',
      'common_law_partner',
      'child',
      'parent',
      'sibling',
      'other',
    ]);
    expect(result.relations[2]).toEqual({ code: 'child', name: 'Child' });
  });

  it('an added redeemer is listed last until removed; removing again is not found', async () => {
    const setup = await makeSetup();
    const added = await setup.gateway.add({ accountId: setup.accountId, redeemer: person(setup), locale: 'en-CA' });
    if (!added.ok) throw new Error(`adding failed: ${added.detail}`);
    expect(added.redeemer).toMatchObject({
      firstName: 'Sam',
      lastName: 'Martin',
      email: setup.newEmail,
      relation: { code: 'child', name: 'Child' },
    });
    const listed = await setup.gateway.list({ accountId: setup.accountId, locale: 'en-CA' });
    if (!listed.ok) throw new Error('the list failed');
    expect(listed.redeemers.at(-1)).toEqual(added.redeemer);
    expect(await setup.gateway.remove({ accountId: setup.accountId, redeemerId: added.redeemer.id })).toEqual({ ok: true });
    const after = await setup.gateway.list({ accountId: setup.accountId, locale: 'en-CA' });
    expect(after.ok && after.redeemers.map((redeemer) => redeemer.id)).not.toContain(added.redeemer.id);
    expect(await setup.gateway.remove({ accountId: setup.accountId, redeemerId: added.redeemer.id })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('names a person once per card', async () => {
    const setup = await makeSetup();
    await setup.gateway.add({ accountId: setup.accountId, redeemer: person(setup), locale: 'en-CA' });
    const again = await setup.gateway.add({
      accountId: setup.accountId,
      redeemer: { ...person(setup), email: setup.newEmail.toUpperCase() },
      locale: 'en-CA',
    });
    expect(again).toMatchObject({ ok: false, reason: 'already-named' });
  });

  it('refuses a relation it does not offer as invalid', async () => {
    const setup = await makeSetup();
    const result = await setup.gateway.add({
      accountId: setup.accountId,
      redeemer: { ...person(setup), relationCode: 'neighbour' },
      locale: 'en-CA',
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid', fieldErrors: [{ field: 'relation_code' }] });
  });

  cardAccessContract(makeSetup, (setup, accountId) => [
    () => setup.gateway.list({ accountId, locale: 'en-CA' }),
    () => setup.gateway.add({ accountId, redeemer: person(setup), locale: 'en-CA' }),
    () => setup.gateway.remove({ accountId, redeemerId: 1 }),
  ]);
}
