import type { Cart, CheckoutConsent } from '../cart/cart.ts';
import { checkCartBalance } from '../cart/cart-balance.ts';
import { checkCartMinimum } from '../cart/cart-minimum.ts';
import type { CartPayment } from '../cart/cart-payment.ts';
import { creditCardProblems, type BinRange, type CreditCardFields } from '../payment/credit-card.ts';

/** The checkout's steps (spec §2), in their order. */
export type CheckoutStep = 'shipping' | 'review' | 'payment';

/** The consents the member ticked, by consent; a missing one is not given. */
export type GivenConsents = Readonly<Partial<Record<CheckoutConsent, boolean>>>;

/** What the cart and its payment say about the steps: whether it ships, and whether part goes on a card. */
export interface CheckoutShape {
  readonly requiresShipping: boolean;
  readonly paysCash: boolean;
}

/** The shape of the checkout of `cart` paid as `payment`. */
export function checkoutShape(cart: Pick<Cart, 'requiresShipping'>, payment: Pick<CartPayment, 'cashPoints'>): CheckoutShape {
  return { requiresShipping: cart.requiresShipping, paysCash: payment.cashPoints > 0 };
}

/** The steps a checkout goes through: shipping only for a cart that ships, payment only when part goes on a card. */
export function checkoutSteps(shape: CheckoutShape): readonly CheckoutStep[] {
  return [...(shape.requiresShipping ? (['shipping'] as const) : []), 'review', ...(shape.paysCash ? (['payment'] as const) : [])];
}

/** True when some consent the cart requires is not given. */
export function consentsMissing(required: readonly CheckoutConsent[], given: GivenConsents): boolean {
  return required.some((consent) => given[consent] !== true);
}

/** What must be there before an order is sent and is not, and the step where the member gives it. */
export interface MissingBeforePlacing {
  readonly missing: 'cart-minimum' | 'shipping' | 'consents' | 'card';
  readonly step: CheckoutStep;
}

export interface PlacingInput {
  readonly cart: Pick<Cart, 'total' | 'cartMinimumPoints' | 'requiresShipping' | 'consentsRequired'>;
  readonly payment: Pick<CartPayment, 'cashPoints'>;
  readonly hasShipTo: boolean;
  readonly consents: GivenConsents;
  readonly card: CreditCardFields | null;
  readonly binRanges: readonly BinRange[];
  readonly now: Date;
}

/**
 * The one rule of what an order needs before it is sent, checked in the
 * order of the checkout's steps: the cart's minimum, an address for a cart
 * that ships, every required consent, then a card that passes
 * `creditCardProblems` for a cash part. Null when nothing is missing.
 */
export function missingBeforePlacing(input: PlacingInput): MissingBeforePlacing | null {
  const { cart, payment, card } = input;
  if (!checkCartMinimum(cart.total, cart.cartMinimumPoints).ok) return { missing: 'cart-minimum', step: 'review' };
  if (cart.requiresShipping && !input.hasShipTo) return { missing: 'shipping', step: 'shipping' };
  if (consentsMissing(cart.consentsRequired, input.consents)) return { missing: 'consents', step: 'review' };
  if (payment.cashPoints > 0 && (card === null || creditCardProblems(card, input.binRanges, input.now).length > 0)) {
    return { missing: 'card', step: 'payment' };
  }
  return null;
}

/**
 * Why the checkout cannot start at all, before any step (spec §5): a cart
 * under the programme's minimum, or a balance short of the cart's least
 * points share (`points` names it). An unknown balance (null) stops nothing.
 */
export type CheckoutGate =
  | { readonly gate: 'open' }
  | { readonly gate: 'below-minimum' }
  | { readonly gate: 'short-of-points'; readonly points: number };

export function checkoutGate(
  cart: Pick<Cart, 'total' | 'cartMinimumPoints'>,
  payment: Pick<CartPayment, 'minPoints'>,
  balance: number | null,
): CheckoutGate {
  if (!checkCartMinimum(cart.total, cart.cartMinimumPoints).ok) return { gate: 'below-minimum' };
  // Only the least points share counts: the review step lets the member take fewer points, with more by card.
  const short = balance === null ? null : checkCartBalance({ points: payment.minPoints, minPoints: payment.minPoints }, balance);
  if (short !== null && !short.ok) return { gate: 'short-of-points', points: short.points };
  return { gate: 'open' };
}

/** A server field error as the flow keeps it: the card's are shown on the payment step. */
export interface FlowFieldError {
  readonly field: string;
}

/** The checkout page's own state; `Shipping` is the screen's choice of address. */
export interface CheckoutFlowState<Shipping, CardError extends FlowFieldError = FlowFieldError> {
  readonly chosenStep: CheckoutStep | null;
  readonly shipping: Shipping | null;
  readonly consents: GivenConsents;
  /** Set once the member tried to go on without a required consent; shown from then on. */
  readonly missingConsents: boolean;
  readonly placing: boolean;
  readonly cardErrors: readonly CardError[];
  /** Counts the moves to a step, so the screen moves the focus to the step's heading on each. */
  readonly moves: number;
}

export function initialCheckoutFlow<Shipping, CardError extends FlowFieldError = FlowFieldError>(): CheckoutFlowState<Shipping, CardError> {
  return { chosenStep: null, shipping: null, consents: {}, missingConsents: false, placing: false, cardErrors: [], moves: 0 };
}

/** What the outcome of placing the order says to the flow (the use case's outcome, narrowed). */
export type PlacementAnswer<CardError> =
  | { readonly outcome: 'placed' | 'failed' }
  | { readonly outcome: 'incomplete'; readonly missing: MissingBeforePlacing['missing']; readonly step: CheckoutStep }
  | { readonly outcome: 'refused'; readonly step: CheckoutStep | null; readonly fieldErrors: readonly CardError[] };

export type CheckoutFlowEvent<Shipping, CardError> =
  | { readonly type: 'go-to'; readonly step: CheckoutStep }
  | { readonly type: 'shipping-chosen'; readonly shipping: Shipping }
  | { readonly type: 'consent'; readonly consent: CheckoutConsent; readonly accepted: boolean }
  | { readonly type: 'consents-missing' }
  | { readonly type: 'placing' }
  | { readonly type: 'answered'; readonly answer: PlacementAnswer<CardError>; readonly shape: CheckoutShape };

function goTo<S extends { readonly chosenStep: CheckoutStep | null; readonly moves: number }>(state: S, step: CheckoutStep): S {
  return { ...state, chosenStep: step, moves: state.moves + 1 };
}

/**
 * The checkout page's steps as a state machine. A chosen address moves on
 * to review; an 'incomplete' answer goes to the step that gives what is
 * missing (and shows the consents' message when they are what is missing);
 * a refusal keeps the card's field errors and goes to its step unless the
 * member is on it already.
 */
export function checkoutFlow<Shipping, CardError extends FlowFieldError>(
  state: CheckoutFlowState<Shipping, CardError>,
  event: CheckoutFlowEvent<Shipping, CardError>,
): CheckoutFlowState<Shipping, CardError> {
  switch (event.type) {
    case 'go-to':
      return goTo(state, event.step);
    case 'shipping-chosen':
      return goTo({ ...state, shipping: event.shipping }, 'review');
    case 'consent':
      return { ...state, consents: { ...state.consents, [event.consent]: event.accepted } };
    case 'consents-missing':
      return { ...state, missingConsents: true };
    case 'placing':
      return { ...state, placing: true };
    case 'answered': {
      const answered = { ...state, placing: false };
      const { answer } = event;
      if (answer.outcome === 'incomplete') {
        return goTo({ ...answered, missingConsents: answered.missingConsents || answer.missing === 'consents' }, answer.step);
      }
      if (answer.outcome === 'refused') {
        const refused = { ...answered, cardErrors: answer.fieldErrors.filter((error) => error.field.startsWith('payment_details')) };
        return answer.step !== null && answer.step !== currentStep(state, event.shape) ? goTo(refused, answer.step) : refused;
      }
      return answered;
    }
  }
}

/**
 * The step shown: the one chosen while it is open, else the first. A step
 * is open once what it needs is there: every step after shipping needs the
 * address of a cart that ships.
 */
export function currentStep(state: { readonly chosenStep: CheckoutStep | null; readonly shipping: unknown }, shape: CheckoutShape): CheckoutStep {
  const steps = checkoutSteps(shape);
  const chosen = steps.find((step) => step === state.chosenStep);
  // Shipping, where it is a step, is the first, so the step shown without an address is shipping either way.
  return chosen !== undefined && (!shape.requiresShipping || state.shipping !== null) ? chosen : steps[0]!;
}

/** What "continue" on the review step does: show the missing consents, go to payment, or place the order. */
export function continueFromReview(required: readonly CheckoutConsent[], given: GivenConsents, shape: CheckoutShape): 'consents-missing' | 'payment' | 'place' {
  if (consentsMissing(required, given)) return 'consents-missing';
  return shape.paysCash ? 'payment' : 'place';
}
