import { describe, expect, it } from 'vitest';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { QUERY_STORE_CASES } from '../../tests/fakes/query-store-cases';

/**
 * The contract every "load X for the current session, card or language"
 * store keeps, whatever it loads: each store of the application is built
 * over a scripted gateway (every call waits until released, then answers
 * what the test scripted) and must pass every test here.
 */
describe.each(QUERY_STORE_CASES)('$name', (query) => {
  function setUp(shopper: Shopper = query.shopper) {
    const context = shopperContext(shopper);
    const gateway = scriptedGateway(query.answers);
    const store = query.build(gateway.port as never, context);
    return { ...context, gateway, store };
  }
  const failed = query.failed ?? ((state: unknown) => (state as { status: string }).status === 'failed');

  it('shows only the answer to the latest visit: an earlier answer arriving late changes nothing', async () => {
    const { store, gateway, errors } = setUp();
    gateway.holding = true;
    const close = store.show(query.input as never);
    await settle();
    store.retry();
    await settle();
    const calls = gateway.calls.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    gateway.release((call) => call.index >= calls / 2);
    await settle();
    expect(query.loaded(store.snapshot)).toBe(true);
    gateway.release(() => true, { ok: false, reason: 'unavailable', detail: 'late' });
    await settle();
    expect(query.loaded(store.snapshot)).toBe(true);
    expect(errors.reports).toEqual([]);
    close();
  });

  it('loads nothing while no screen shows it, and again when the language changes while shown (unless nothing it loads has a language)', async () => {
    const { store, gateway, locales } = setUp();
    locales.changed('fr-CA');
    await settle();
    expect(gateway.calls).toEqual([]);
    store.show(query.input as never);
    await settle();
    const first = gateway.calls.length;
    expect(first).toBeGreaterThan(0);
    locales.changed('en-CA');
    await settle();
    if (query.languageFree === true) {
      expect(gateway.calls.length).toBe(first);
    } else {
      expect(gateway.calls.length).toBe(first * 2);
      expect(JSON.stringify(gateway.calls.slice(first).map((call) => call.args))).toContain('en-CA');
    }
    expect(query.loaded(store.snapshot)).toBe(true);
  });

  it('shows a failure, asks again on retry, and shows the answer', async () => {
    const { store, gateway } = setUp();
    gateway.failure = { ok: false, reason: 'unavailable', detail: 'down' };
    store.show(query.input as never);
    await settle();
    expect(query.loaded(store.snapshot)).toBe(false);
    expect(failed(store.snapshot)).toBe(true);
    gateway.failure = null;
    store.retry();
    await settle();
    expect(query.loaded(store.snapshot)).toBe(true);
  });

  it('reports a failure under its name, and leaves a refused session to the session handling', async () => {
    const { store, gateway, errors } = setUp();
    gateway.failure = { ok: false, reason: 'unavailable', detail: 'down' };
    store.show(query.input as never);
    await settle();
    expect(errors.reports.map((report) => report.context)).toEqual([query.reportedAs]);
    gateway.failure = { ok: false, reason: 'unauthorized', detail: '401' };
    store.retry();
    await settle();
    expect(errors.reports).toHaveLength(1);
    expect(failed(store.snapshot)).toBe(true);
  });

  it('forgets a member’s data on sign-out, or loads the visitor’s in its place', async () => {
    const { store, gateway, endSession } = setUp('member');
    const initial = store.snapshot;
    store.show(query.input as never);
    await settle();
    expect(query.loaded(store.snapshot)).toBe(true);
    const calls = gateway.calls.length;
    endSession.execute();
    await settle();
    if (query.signedOut === 'reloaded') {
      expect(gateway.calls.length).toBeGreaterThan(calls);
      expect(query.loaded(store.snapshot)).toBe(true);
    } else {
      expect(gateway.calls.length).toBe(calls);
      if (query.signedOut === 'initial') expect(store.snapshot).toEqual(initial);
      else expect(query.signedOut(store.snapshot)).toBe(true);
    }
  });
});

interface Call {
  readonly index: number;
  readonly method: string;
  readonly args: readonly unknown[];
  readonly answer: (value: unknown) => void;
}

/**
 * A gateway of any port: every method answers `answers[method]` (or the
 * scripted `failure`), at once or, while `holding`, when released.
 */
function scriptedGateway(answers: Readonly<Record<string, unknown>>) {
  const held: Call[] = [];
  const script = {
    calls: [] as Call[],
    holding: false,
    failure: null as unknown,
    /** Answers the held calls `which` picks, with `answer` in place of the scripted one if given. */
    release(which: (call: Call) => boolean, answer?: unknown) {
      for (const call of held.filter(which)) {
        held.splice(held.indexOf(call), 1);
        call.answer(answer);
      }
    },
    port: new Proxy(
      {},
      {
        get: (_, method: string) =>
          (...args: unknown[]) =>
            new Promise((resolve) => {
              const scripted = script.failure ?? answers[method];
              if (scripted === undefined) throw new Error(`The scripted gateway has no answer for ${method}`);
              const call: Call = { index: script.calls.length, method, args, answer: (answer) => resolve(answer ?? scripted) };
              script.calls.push(call);
              if (script.holding) held.push(call);
              else call.answer(undefined);
            }),
      },
    ),
  };
  return script;
}
