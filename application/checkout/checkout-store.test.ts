import { describe, expect, it } from 'vitest';
import { checkoutScenario } from '../../tests/fakes/checkout-scenario';
import { FakeCartGateway } from '../../tests/fakes/fake-cart-gateway';
import { FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { FakeCheckoutGateway } from '../../tests/fakes/fake-checkout-gateway';
import { FakeOrderGateway } from '../../tests/fakes/fake-order-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { SequentialIdempotencyKeys } from '../../tests/fakes/sequential-idempotency-keys';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { CheckoutStore } from './checkout-store';
import { DEMO_BIN_RANGES } from '../../tests/fakes/fake-checkout-gateway';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { settle } from '../../tests/fakes/slow-answers';

describe('CheckoutStore', () => {
  it('loads the member’s addresses, default first, and the programme’s card ranges while the checkout shows', async () => {
    const { checkout } = await checkoutScenario();
    expect(checkout.snapshot).toMatchObject({ status: 'loaded', binRanges: DEMO_BIN_RANGES });
    expect(checkout.snapshot.addresses.map((address) => [address.address1, address.isDefault])).toEqual([
      ['100 King Street West', true],
      ['1250 Rue Sainte-Catherine', false],
    ]);
  });

  it('loads them again for another language, and offers to try again after a failure', async () => {
    const { checkout, checkoutGateway, locales, errors } = await checkoutScenario();
    checkoutGateway.failure = UNAVAILABLE;
    locales.changed('fr-CA');
    await settle();
    expect(checkout.snapshot).toMatchObject({ status: 'failed', addresses: [expect.anything(), expect.anything()] });
    expect(errors.reports.length).toBeGreaterThan(0);
    checkoutGateway.failure = null;
    checkout.retry();
    await settle();
    expect(checkout.snapshot.status).toBe('loaded');
  });

  it('reports nothing when the session was refused', async () => {
    const { checkout, checkoutGateway, locales, errors } = await checkoutScenario();
    checkoutGateway.failure = UNAUTHORIZED;
    locales.changed('fr-CA');
    await settle();
    expect(checkout.snapshot.status).toBe('failed');
    expect(errors.reports).toEqual([]);
  });

  it('gives each checkout a fraud-check session id of its own', async () => {
    const { checkout, close } = await checkoutScenario();
    const first = checkout.kountSessionId;
    close();
    checkout.show();
    expect(checkout.kountSessionId).not.toBe(first);
  });

  it('keeps an attempt’s key until it is answered, the form changes or a new checkout starts', async () => {
    const { checkout } = await checkoutScenario();
    const key = checkout.attemptKey();
    expect(checkout.attemptKey()).toBe(key);
    checkout.attemptAnswered();
    const second = checkout.attemptKey();
    expect(second).not.toBe(key);
    checkout.formChanged();
    const third = checkout.attemptKey();
    expect(third).not.toBe(second);
    checkout.show();
    expect(checkout.attemptKey()).not.toBe(third);
  });

  it('has nothing to offer a visitor, and asks nothing', async () => {
    const context = shopperContext('guest');
    const gateway = new FakeCheckoutGateway(new FakeCartGateway(new FakeCatalogueGateway()), new FakeOrderGateway(new FixedClock()));
    let asked = 0;
    gateway.listAddresses = async () => {
      asked += 1;
      return { ok: true, addresses: [] };
    };
    const store = new CheckoutStore(context.context, gateway, context.errors, new SequentialIdempotencyKeys());
    store.show();
    await settle();
    expect(store.snapshot).toEqual({ status: 'idle', addresses: [], binRanges: [] });
    expect(asked).toBe(0);
  });
});
