import { describe, expect, it } from 'vitest';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeAuthorizedRedeemerGateway, anAuthorizedRedeemer } from '../../tests/fakes/fake-authorized-redeemer-gateway';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { ProfileStore } from '../profile/profile-store';
import { AddAuthorizedRedeemer } from './add-authorized-redeemer';
import { AuthorizedRedeemerStore } from './authorized-redeemer-store';
import { RemoveAuthorizedRedeemer } from './remove-authorized-redeemer';

const SAM = { firstName: 'Sam', lastName: 'Martin', email: 'sam@example.com', relationCode: 'child' };

function setUp() {
  const context = shopperContext('member');
  const gateway = new FakeAuthorizedRedeemerGateway(
    new Map([
      [101, [anAuthorizedRedeemer(1)]],
      [102, [anAuthorizedRedeemer(2, { firstName: 'Robin' })]],
    ]),
  );
  const store = new AuthorizedRedeemerStore(context.context, gateway, context.errors);
  const profiles = new ProfileStore();
  profiles.loadFinished(aProfile());
  const add = new AddAuthorizedRedeemer(gateway, store, context.accounts, profiles, context.notifications, context.errors);
  const remove = new RemoveAuthorizedRedeemer(gateway, store, context.accounts, context.notifications, context.errors);
  return { ...context, gateway, store, add, remove };
}

describe('AuthorizedRedeemerStore', () => {
  it('holds the active card’s redeemers and the relations while shown', async () => {
    const { store, gateway } = setUp();
    store.show();
    await settle();
    expect(gateway.listRequests).toEqual([{ accountId: 101, locale: 'en-CA' }]);
    expect(store.snapshot).toMatchObject({
      status: 'loaded',
      accountId: 101,
      redeemers: [{ id: 1 }],
      relations: expect.arrayContaining([{ code: 'child', name: 'Child' }]),
    });
  });

  it('follows a card switch, the latest answer winning', async () => {
    const { store, gateway, accounts } = setUp();
    const time = virtualTime();
    slowAnswers(gateway, 'list', time.scheduler, ({ accountId }) => (accountId === 101 ? 100 : 10));
    store.show();
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await time.runUntil(100);
    expect(store.snapshot).toMatchObject({ accountId: 102, redeemers: [{ firstName: 'Robin' }] });
  });

  it('says only the holder names the redeemers of a card the member only redeems on, without reporting a failure', async () => {
    const { store, gateway, errors } = setUp();
    gateway.redeemerOnly.add(101);
    store.show();
    await settle();
    expect(store.snapshot).toEqual({ status: 'primary-only', accountId: 101, redeemers: [], relations: [] });
    expect(errors.reports).toEqual([]);
  });

  it('says a member without a card has none', async () => {
    const { store, accounts } = setUp();
    accounts.loadSucceeded([], undefined);
    store.show();
    await settle();
    expect(store.snapshot.status).toBe('no-card');
  });
});

describe('AddAuthorizedRedeemer and RemoveAuthorizedRedeemer (spec §3, §7)', () => {
  it('adds a redeemer to the active card, shows them at once and names them in a notice', async () => {
    const { add, store, gateway, shown } = setUp();
    store.show();
    await settle();
    expect(await add.execute({ form: { ...SAM, email: ' sam@example.com ' }, locale: 'fr-CA' })).toEqual({ outcome: 'added' });
    expect(gateway.addRequests).toEqual([{ accountId: 101, redeemer: SAM, locale: 'fr-CA' }]);
    expect(store.snapshot.redeemers.map((redeemer) => redeemer.firstName)).toEqual(['Jordan', 'Sam']);
    expect(shown()[0]).toMatchObject({ kind: 'success', description: { key: 'redeemers.notice.added', params: { name: 'Sam Martin' } } });
  });

  it('sends nothing for a form the domain refuses, the holder’s own email included', async () => {
    const { add, gateway } = setUp();
    expect(await add.execute({ form: { ...SAM, email: 'alex.martin@example.com' }, locale: 'en-CA' })).toEqual({
      outcome: 'invalid',
      problems: { email: { key: 'redeemers.form.ownEmail', params: { field: 'email' } } },
    });
    expect(gateway.addRequests).toEqual([]);
  });

  it('says when the person is already named; tells a read-only admin; reports other failures', async () => {
    const { add, gateway, shown, errors } = setUp();
    await add.execute({ form: SAM, locale: 'en-CA' });
    expect(await add.execute({ form: SAM, locale: 'en-CA' })).toEqual({ outcome: 'already-named' });
    gateway.failure = READ_ONLY;
    expect(await add.execute({ form: SAM, locale: 'en-CA' })).toEqual({ outcome: 'failed' });
    gateway.failure = UNAVAILABLE;
    await add.execute({ form: SAM, locale: 'en-CA' });
    gateway.failure = UNAUTHORIZED;
    await add.execute({ form: SAM, locale: 'en-CA' });
    expect(shown().map((notice) => notice.title.key)).toEqual([
      'redeemers.notice.addedTitle',
      'readOnly.noticeTitle',
      'redeemers.notice.failedTitle',
    ]);
    expect(errors.reports).toHaveLength(1);
  });

  it('removes a redeemer (one already gone too) and names them; a failure leaves the list', async () => {
    const { remove, store, gateway, shown, errors } = setUp();
    store.show();
    await settle();
    const jordan = store.snapshot.redeemers[0]!;
    gateway.failure = UNAVAILABLE;
    expect(await remove.execute(jordan)).toBe('failed');
    expect(store.snapshot.redeemers).toHaveLength(1);
    gateway.failure = READ_ONLY;
    expect(await remove.execute(jordan)).toBe('failed');
    gateway.failure = null;
    expect(await remove.execute(jordan)).toBe('removed');
    expect(await remove.execute(jordan)).toBe('removed');
    expect(store.snapshot.redeemers).toEqual([]);
    expect(shown().map((notice) => notice.description.key)).toEqual([
      'redeemers.notice.removeFailed',
      'readOnly.notice',
      'redeemers.notice.removed',
      'redeemers.notice.removed',
    ]);
    expect(errors.reports).toHaveLength(1);
  });

  it('leaves the list of another card alone when the member switched meanwhile', async () => {
    const { store, accounts } = setUp();
    store.show();
    await settle();
    store.added(102, anAuthorizedRedeemer(9));
    store.removed(102, 1);
    expect(store.snapshot.redeemers.map((redeemer) => redeemer.id)).toEqual([1]);
    expect(accounts.snapshot.accountId).toBe(101);
  });

  it('does nothing without a card', async () => {
    const { add, remove, accounts, gateway } = setUp();
    accounts.reset();
    expect(await add.execute({ form: SAM, locale: 'en-CA' })).toEqual({ outcome: 'failed' });
    expect(await remove.execute(anAuthorizedRedeemer(1))).toBe('failed');
    expect(gateway.addRequests).toEqual([]);
    expect(gateway.removeRequests).toEqual([]);
  });
});
