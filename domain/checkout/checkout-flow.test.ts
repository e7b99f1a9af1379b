import { describe, expect, it } from 'vitest';
import { CARD_CHECK_TIME, VALID_REWARDS_CARD } from '../../tests/fakes/credit-card-fixtures.ts';
import {
  checkoutFlow,
  checkoutGate,
  checkoutShape,
  checkoutSteps,
  consentsMissing,
  continueFromReview,
  currentStep,
  initialCheckoutFlow,
  missingBeforePlacing,
  type CheckoutFlowState,
  type CheckoutShape,
  type PlacingInput,
} from './checkout-flow.ts';

const ships: CheckoutShape = { requiresShipping: true, paysCash: false };
const shipsAndCash: CheckoutShape = { requiresShipping: true, paysCash: true };
const digital: CheckoutShape = { requiresShipping: false, paysCash: false };
const digitalCash: CheckoutShape = { requiresShipping: false, paysCash: true };

type State = CheckoutFlowState<string, { field: string; message: string }>;
const start: State = initialCheckoutFlow();

const ranges = [{ start: '451234', end: '451239' }];
const now = CARD_CHECK_TIME;
const card = VALID_REWARDS_CARD;

describe('checkoutShape and checkoutSteps: which steps a checkout has', () => {
  it('pays by card only when some points go on the card', () => {
    expect(checkoutShape({ requiresShipping: true }, { cashPoints: 1 })).toEqual({ requiresShipping: true, paysCash: true });
    expect(checkoutShape({ requiresShipping: false }, { cashPoints: 0 })).toEqual({ requiresShipping: false, paysCash: false });
  });

  it('has shipping only for a cart that ships and payment only for a cash part', () => {
    expect(checkoutSteps(shipsAndCash)).toEqual(['shipping', 'review', 'payment']);
    expect(checkoutSteps(ships)).toEqual(['shipping', 'review']);
    expect(checkoutSteps(digitalCash)).toEqual(['review', 'payment']);
    expect(checkoutSteps(digital)).toEqual(['review']);
  });
});

describe('consentsMissing', () => {
  it('is true while any required consent is not given as true', () => {
    expect(consentsMissing(['program_rules'], {})).toBe(true);
    expect(consentsMissing(['program_rules'], { program_rules: false })).toBe(true);
    expect(consentsMissing(['program_rules', 'irreversible_redemption'], { program_rules: true })).toBe(true);
    expect(consentsMissing(['program_rules'], { program_rules: true })).toBe(false);
    expect(consentsMissing([], {})).toBe(false);
  });
});

describe('missingBeforePlacing: what an order needs before it is sent, in step order', () => {
  const complete: PlacingInput = {
    cart: { total: 5_000, cartMinimumPoints: 5_000, requiresShipping: true, consentsRequired: ['program_rules'] },
    payment: { cashPoints: 1_000 },
    hasShipTo: true,
    consents: { program_rules: true },
    card,
    binRanges: ranges,
    now,
  };

  it('finds nothing missing in a complete checkout, the total exactly at the minimum', () => {
    expect(missingBeforePlacing(complete)).toBeNull();
  });

  it('stops a cart one point under the minimum first, on review', () => {
    expect(missingBeforePlacing({ ...complete, cart: { ...complete.cart, total: 4_999 }, hasShipTo: false, card: null })).toEqual({
      missing: 'cart-minimum',
      step: 'review',
    });
  });

  it('asks a cart that ships for its address before the consents', () => {
    expect(missingBeforePlacing({ ...complete, hasShipTo: false, consents: {} })).toEqual({ missing: 'shipping', step: 'shipping' });
    expect(missingBeforePlacing({ ...complete, cart: { ...complete.cart, requiresShipping: false }, hasShipTo: false })).toBeNull();
  });

  it('asks for the consents before the card', () => {
    expect(missingBeforePlacing({ ...complete, consents: {}, card: null })).toEqual({ missing: 'consents', step: 'review' });
  });

  it('asks for a valid card only when part is paid by card', () => {
    expect(missingBeforePlacing({ ...complete, card: null })).toEqual({ missing: 'card', step: 'payment' });
    expect(missingBeforePlacing({ ...complete, card: { ...card, cvv: '1' } })).toEqual({ missing: 'card', step: 'payment' });
    expect(missingBeforePlacing({ ...complete, binRanges: [{ start: '999999', end: '999999' }] })).toEqual({ missing: 'card', step: 'payment' });
    expect(missingBeforePlacing({ ...complete, payment: { cashPoints: 0 }, card: null })).toBeNull();
  });
});

describe('checkoutGate: whether the checkout can start', () => {
  const cart = { total: 5_000, cartMinimumPoints: 5_000 };

  it('is open at exactly the minimum and with the least share exactly covered', () => {
    expect(checkoutGate(cart, { minPoints: 4_000 }, 4_000)).toEqual({ gate: 'open' });
  });

  it('is below the minimum one point under it, whatever the balance', () => {
    expect(checkoutGate({ ...cart, total: 4_999 }, { minPoints: 4_000 }, 0)).toEqual({ gate: 'below-minimum' });
  });

  it("is short of points one point under the least share, naming that share", () => {
    expect(checkoutGate(cart, { minPoints: 4_000 }, 3_999)).toEqual({ gate: 'short-of-points', points: 4_000 });
  });

  it('stops nothing while the balance is unknown', () => {
    expect(checkoutGate(cart, { minPoints: 4_000 }, null)).toEqual({ gate: 'open' });
  });
});

describe('currentStep: the step shown', () => {
  it('is the first step until one is chosen', () => {
    expect(currentStep(start, shipsAndCash)).toBe('shipping');
    expect(currentStep(start, digitalCash)).toBe('review');
  });

  it('is the chosen step once the address it needs is there', () => {
    expect(currentStep({ chosenStep: 'payment', shipping: null }, shipsAndCash)).toBe('shipping');
    expect(currentStep({ chosenStep: 'review', shipping: null }, ships)).toBe('shipping');
    expect(currentStep({ chosenStep: 'payment', shipping: 'home' }, shipsAndCash)).toBe('payment');
    expect(currentStep({ chosenStep: 'shipping', shipping: null }, ships)).toBe('shipping');
    expect(currentStep({ chosenStep: 'payment', shipping: null }, digitalCash)).toBe('payment');
  });

  it('falls back to the first step when the chosen one is not in this checkout', () => {
    expect(currentStep({ chosenStep: 'payment', shipping: 'home' }, ships)).toBe('shipping');
    expect(currentStep({ chosenStep: 'shipping', shipping: null }, digital)).toBe('review');
  });
});

describe('continueFromReview', () => {
  it('shows the missing consents, else goes to payment for a cash part, else places the order', () => {
    expect(continueFromReview(['program_rules'], {}, digitalCash)).toBe('consents-missing');
    expect(continueFromReview(['program_rules'], { program_rules: true }, digitalCash)).toBe('payment');
    expect(continueFromReview(['program_rules'], { program_rules: true }, digital)).toBe('place');
    expect(continueFromReview([], {}, digital)).toBe('place');
  });
});

describe('checkoutFlow: the checkout page as a state machine', () => {
  it('starts on no chosen step, nothing given and nothing placing', () => {
    expect(start).toEqual({ chosenStep: null, shipping: null, consents: {}, missingConsents: false, placing: false, cardErrors: [], moves: 0 });
  });

  it('moves to a step and counts the move, so the focus follows', () => {
    const moved = checkoutFlow(start, { type: 'go-to', step: 'payment' });
    expect(moved.chosenStep).toBe('payment');
    expect(moved.moves).toBe(1);
    expect(checkoutFlow(moved, { type: 'go-to', step: 'payment' }).moves).toBe(2);
  });

  it('keeps a chosen address and moves on to review', () => {
    const chosen = checkoutFlow(start, { type: 'shipping-chosen', shipping: 'home' });
    expect(chosen).toEqual({ ...start, shipping: 'home', chosenStep: 'review', moves: 1 });
  });

  it('records each consent given or taken back without moving', () => {
    const given = checkoutFlow(start, { type: 'consent', consent: 'program_rules', accepted: true });
    const both = checkoutFlow(given, { type: 'consent', consent: 'prepaid_card_terms', accepted: true });
    expect(both.consents).toEqual({ program_rules: true, prepaid_card_terms: true });
    expect(checkoutFlow(both, { type: 'consent', consent: 'program_rules', accepted: false }).consents).toEqual({
      program_rules: false,
      prepaid_card_terms: true,
    });
    expect(both.moves).toBe(0);
  });

  it('shows the consents message once they are found missing', () => {
    expect(checkoutFlow(start, { type: 'consents-missing' }).missingConsents).toBe(true);
  });

  it('is placing until the answer comes', () => {
    const placing = checkoutFlow(start, { type: 'placing' });
    expect(placing.placing).toBe(true);
    expect(checkoutFlow(placing, { type: 'answered', answer: { outcome: 'failed' }, shape: digital })).toEqual(start);
    expect(checkoutFlow(placing, { type: 'answered', answer: { outcome: 'placed' }, shape: digital }).placing).toBe(false);
  });

  it('goes to the step that gives what is missing, marking the consents only when they are missing', () => {
    const placing = checkoutFlow(start, { type: 'placing' });
    const consents = checkoutFlow(placing, { type: 'answered', answer: { outcome: 'incomplete', missing: 'consents', step: 'review' }, shape: digital });
    expect(consents).toMatchObject({ chosenStep: 'review', missingConsents: true, placing: false, moves: 1 });
    const card = checkoutFlow(placing, { type: 'answered', answer: { outcome: 'incomplete', missing: 'card', step: 'payment' }, shape: digitalCash });
    expect(card).toMatchObject({ chosenStep: 'payment', missingConsents: false, moves: 1 });
    const kept = checkoutFlow({ ...placing, missingConsents: true }, { type: 'answered', answer: { outcome: 'incomplete', missing: 'card', step: 'payment' }, shape: digitalCash });
    expect(kept.missingConsents).toBe(true);
  });

  it("keeps only a refusal's card field errors and goes to its step when it is another", () => {
    const onReview: State = { ...start, chosenStep: 'review', shipping: 'home', placing: true };
    const fieldErrors = [
      { field: 'payment_details.cvv', message: 'bad' },
      { field: 'shipping_address.city', message: 'bad' },
    ];
    const refused = checkoutFlow(onReview, { type: 'answered', answer: { outcome: 'refused', step: 'shipping', fieldErrors }, shape: shipsAndCash });
    expect(refused).toMatchObject({ chosenStep: 'shipping', placing: false, moves: 1, cardErrors: [fieldErrors[0]] });
  });

  it('stays without a move when the refusal names the step shown or none', () => {
    const onReview: State = { ...start, chosenStep: 'review', shipping: 'home', placing: true };
    const same = checkoutFlow(onReview, { type: 'answered', answer: { outcome: 'refused', step: 'review', fieldErrors: [] }, shape: ships });
    expect(same).toEqual({ ...onReview, placing: false });
    const none = checkoutFlow(onReview, { type: 'answered', answer: { outcome: 'refused', step: null, fieldErrors: [] }, shape: ships });
    expect(none.moves).toBe(0);
    expect(none.chosenStep).toBe('review');
  });

  it('compares a refusal with the step shown, not the one chosen: a chosen step not open yet is not shown', () => {
    const chosenNotOpen: State = { ...start, chosenStep: 'review', shipping: null };
    const refused = checkoutFlow(chosenNotOpen, { type: 'answered', answer: { outcome: 'refused', step: 'review', fieldErrors: [] }, shape: ships });
    expect(refused.moves).toBe(1);
  });
});
