import { describe, expect, it } from 'vitest';
import { FakeCartGateway } from '../../tests/fakes/fake-cart-gateway';
import { FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { FakeCheckoutGateway } from '../../tests/fakes/fake-checkout-gateway';
import { FakeOrderGateway } from '../../tests/fakes/fake-order-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { aShippingAddress } from '../../tests/fakes/shipping-address-fixtures';
import { ValidateShippingAddress } from './validate-shipping-address';

const entered = aShippingAddress({ address1: '100 King St W' });

function setUp() {
  const gateway = new FakeCheckoutGateway(new FakeCartGateway(new FakeCatalogueGateway()), new FakeOrderGateway(new FixedClock()));
  const errors = new RecordingErrorReporter();
  return { gateway, errors, validate: new ValidateShippingAddress(gateway, errors) };
}

describe('ValidateShippingAddress (spec §5 suggestion flow)', () => {
  it('offers the verified address when the verifier writes it differently', async () => {
    const { validate, gateway } = setUp();
    expect(await validate.execute(entered)).toEqual({ kind: 'suggestion', suggestion: { ...entered, address1: '100 King Street West' } });
    expect(gateway.validationRequests).toEqual([entered]);
  });

  it('names the street it knows when it cannot find the entered one', async () => {
    const { validate } = setUp();
    expect(await validate.execute({ ...entered, address1: '10 Yonge Stret' })).toEqual({
      kind: 'street-suggestion',
      streetName: 'Yonge Street',
    });
  });

  it('gives the first error’s message otherwise, and valid when all is well', async () => {
    const { validate } = setUp();
    expect(await validate.execute({ ...entered, address1: 'PO Box 12' })).toEqual({
      kind: 'error',
      message: 'We cannot deliver to a P.O. box. Please enter a street address.',
    });
    expect(await validate.execute({ ...entered, address1: '100 King Street West' })).toEqual({ kind: 'valid' });
  });

  it('is the generic error when the call fails, reported unless the session was refused', async () => {
    const { validate, gateway, errors } = setUp();
    gateway.failure = UNAVAILABLE;
    expect(await validate.execute(entered)).toEqual({ kind: 'failed' });
    expect(errors.reports).toHaveLength(1);
    gateway.failure = UNAUTHORIZED;
    expect(await validate.execute(entered)).toEqual({ kind: 'failed' });
    expect(errors.reports).toHaveLength(1);
  });
});
