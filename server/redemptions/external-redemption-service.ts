import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { withNoBreakSpaces } from '@rewards-storefront/domain/format/no-break-space';
import { externalRedemptionMinimum } from '@rewards-storefront/domain/redemptions/external-redemption-minimum';
import { canTransferMiles, milesAmountProblem, milesFor } from '@rewards-storefront/domain/redemptions/miles-transfer';
import { maskAccountNumber, matchesAccountPattern } from '@rewards-storefront/domain/redemptions/partner-account-number';
import { redemptionAmountProblem } from '@rewards-storefront/domain/redemptions/redemption-amount';
import { pointsToCashCents } from '@rewards-storefront/domain/points/points-to-cash';
import type { ExternalRedemptionProduct as ExternalProduct, ExternalRedemptionProductGroup as ExternalGroup, RedemptionResult } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError, type FieldError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { requireCardCapability } from '../account/card-membership';
import { findCardMembership } from '../account/card-membership-repository';
import type { MemberRow } from '../account/member-repository';
import { money } from '../orders/order-view';
import { findConversionRate } from '../transactions/transaction-repository';
import {
  findCardType,
  findProgrammeConversionRate,
  findFields,
  findGroup,
  findGroupProducts,
  findProductOfProgramme,
  findProgrammeIdBySlug,
  type ExternalFieldRow,
  type ExternalProductRow,
} from './external-redemption-repository';
import { delayedPostingDate } from '@rewards-storefront/domain/points/points-statement';
import { placedRedemptionAnswer, placeRedemptionOrder, requireRedemptionConsents } from './redemption-order';

type CheckoutBody = NonNullable<
  import('@openapi/programme-api').operations['checkoutExternalRedemption']['requestBody']
>['content']['application/json'];

const fr = (locale: Locale) => locale === 'fr-CA';

/** A whole number grouped for the locale (French groups with no-break spaces). */
const wholeNumber = (value: number, locale: Locale) => withNoBreakSpaces(new Intl.NumberFormat(locale).format(value));

/** The spec §5 amount messages, with the points and currency they name. */
export function amountMessage(problem: 'required' | 'above-balance' | 'above-maximum' | 'below-minimum', points: number): string {
  switch (problem) {
    case 'required':
      return 'Redemption amount is required';
    case 'above-balance':
      return 'Redemption amount exceeds your Points balance';
    case 'above-maximum':
      return `Redemption amount must be equal to or less than ${points} Points`;
    default:
      return `Redemption amount must be equal to or more than ${points} Points`;
  }
}

/** Whether a card of `cardType` may redeem `product` (spec §6: miles only for Elite or Premier World, and the product's own list). */
function cardMayRedeem(product: ExternalProductRow, cardType: string): boolean {
  if (product.kind === 'miles_transfer' && !canTransferMiles(cardType)) return false;
  return product.cardTypes === null || product.cardTypes.length === 0 || product.cardTypes.includes(cardType);
}

/** The storefront path of a product (spec §2). */
function linkOf(product: ExternalProductRow): string {
  return product.kind === 'miles_transfer'
    ? `/travel-miles/${product.slug}`
    : product.kind === 'direct_deposit'
      ? '/direct-deposit'
      : `/redeem/${product.groupCode}`;
}

/** The message of a field whose value does not match (spec §5 'Invalid {name} account number'). */
function fieldMessage(field: ExternalFieldRow, product: ExternalProductRow): string {
  return field.code === 'last_four_digits'
    ? 'must be the last four digits of your 9-digit account number'
    : `Invalid ${product.partnerName} account number`;
}

/**
 * External redemptions (spec §7): the products of a group and their
 * checkout. Cash back, direct deposit and miles transfers are orders of one
 * EPBC item with the payload of spec §3; the points are debited once
 * (Idempotency-Key, ledger key of the order) and the card's balance row
 * is locked last, so concurrent redemptions never overdraw.
 */
export class ExternalRedemptionService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly mail: MailDispatcher,
  ) {}

  async list(
    member: MemberRow,
    input: { slug: string; code: string; accountId: number | undefined; locale: Locale },
  ): Promise<{ group: ExternalGroup; products: ExternalProduct[] }> {
    const programmeId = await findProgrammeIdBySlug(this.pool, input.slug);
    if (programmeId !== member.programmeId) throw ApiError.notFound('No such programme.');
    const group = await findGroup(this.pool, programmeId, input.code);
    if (!group) throw ApiError.notFound('No such redemption group.');
    let cardType: string | null = null;
    if (input.accountId !== undefined) {
      const card = await findCardMembership(this.pool, member.id, input.accountId);
      if (!card) throw ApiError.notFound('No such card for this member.');
      cardType = await findCardType(this.pool, input.accountId);
    }
    const products = await findGroupProducts(this.pool, group.id);
    const rate = (await findProgrammeConversionRate(this.pool, programmeId)) ?? 0.01;
    const fields = await findFields(
      this.pool,
      products.map((product) => product.id),
    );
    const l = input.locale;
    return {
      group: { code: group.code, kind: group.kind, name: fr(l) ? group.nameFr : group.nameEn },
      products: products.map((product) => ({
        id: product.id,
        slug: product.slug,
        title: fr(l) ? product.titleFr : product.titleEn,
        description: fr(l) ? product.descriptionFr : product.descriptionEn,
        terms: fr(l) ? product.termsFr : product.termsEn,
        image_url: product.imageUrl,
        partner_name: product.partnerName,
        currency_name: fr(l) ? product.currencyNameFr : product.currencyNameEn,
        miles_per_point: product.milesPerPoint,
        conversion_rate: rate,
        min_points: externalRedemptionMinimum(product.kind, product.minPoints),
        max_points: product.maxPoints,
        card_types: product.kind === 'miles_transfer' ? (product.cardTypes ?? ['elite', 'premier_world']) : (product.cardTypes ?? []),
        is_allowed: cardType === null || cardMayRedeem(product, cardType),
        custom_fields: fields
          .filter((field) => field.productId === product.id)
          .map((field) => ({
            id: field.id,
            code: field.code,
            name: field.code,
            title: fr(l) ? field.titleFr : field.titleEn,
            type: 'text' as const,
            is_amount: false,
            validation_regex: field.validationRegex,
            values: [],
          })),
        link: linkOf(product),
      })),
    };
  }

  async checkout(
    member: MemberRow,
    session: SessionClaims,
    input: { body: CheckoutBody; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: RedemptionResult }>> {
    const { body, locale } = input;
    const answer = await runIdempotent<{ data: RedemptionResult }>(
      this.pool,
      { memberId: member.id, key: input.idempotencyKey, hash: input.hash },
      async (client) => {
        await declareActingAgent(client, actingAgentOf(session));
        const product = await findProductOfProgramme(client, member.programmeId, body.external_redemption_product_id);
        if (!product) throw ApiError.notFound('No such redemption product.');
        const card = await requireCardCapability(client, member, body.account_id, 'redeem');
        if (card.status !== 'ACTIVE')
          throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', 'This card is on hold or cancelled and cannot redeem points.');
        if (!cardMayRedeem(product, await findCardType(client, body.account_id))) {
          throw ApiError.forbidden(
            'CARD_NOT_ELIGIBLE',
            'Rewards for Miles transfers are only available to Elite and Premier World cardholders.',
          );
        }

        const problems: FieldError[] = [];
        const points = body.investments.amount;
        // Spec §5, §9: cash back and direct deposit take 2,500 points at least, whatever the product was set up with.
        const minimum = externalRedemptionMinimum(product.kind, product.minPoints);
        const milesProblem = product.kind === 'miles_transfer' ? milesAmountProblem(points) : null;
        const amountProblem =
          milesProblem === 'too-small'
            ? 'below-minimum'
            : redemptionAmountProblem(points, { balance: Number.MAX_SAFE_INTEGER, minimum, maximum: product.maxPoints });
        if (amountProblem) {
          problems.push({
            field: 'investments.amount',
            message: amountMessage(amountProblem, amountProblem === 'above-maximum' ? product.maxPoints! : minimum),
          });
        }
        const fields = await findFields(client, [product.id]);
        const values = new Map(body.investments.fields.map((field) => [field.id, field.value]));
        for (const submitted of body.investments.fields) {
          if (!fields.some((field) => field.id === submitted.id))
            problems.push({ field: `investments.fields.${submitted.id}`, message: 'is not a field of this product' });
        }
        for (const field of fields) {
          const value = values.get(field.id);
          if (value === undefined || value.trim() === '')
            problems.push({ field: `investments.fields.${field.code}`, message: 'is required' });
          else if (!matchesAccountPattern(value, field.validationRegex))
            problems.push({ field: `investments.fields.${field.code}`, message: fieldMessage(field, product) });
        }
        if (problems.length > 0) throw ApiError.validation(problems);
        const consents = requireRedemptionConsents(body.consents);

        const now = this.clock.now();
        const rate = await findConversionRate(client, body.account_id);
        const account = fields.map((field) => values.get(field.id)!.trim())[0] ?? null;
        const masked = account === null ? null : product.kind === 'direct_deposit' ? `•••••${account}` : maskAccountNumber(account);
        const isMiles = product.kind === 'miles_transfer';
        const miles = isMiles ? milesFor(points, product.milesPerPoint ?? 1) : null;
        const cashCents = isMiles ? null : pointsToCashCents(points, rate);
        const name: [string, string] = isMiles
          ? [
              `Rewards for Miles: ${wholeNumber(miles!, 'en-CA')} ${product.partnerName} miles`,
              `Récompenses en milles\u00a0: ${wholeNumber(miles!, 'fr-CA')} milles ${product.partnerName}`,
            ]
          : [`${product.titleEn}: ${formatMoney(cashCents!, 'en-CA')}`, `${product.titleFr}\u00a0: ${formatMoney(cashCents!, 'fr-CA')}`];
        const t = fr(locale);
        const placed = await placeRedemptionOrder(client, {
          member,
          adminId: session.loginAs?.adminId ?? null,
          accountId: body.account_id,
          locale,
          now,
          ...(isMiles ? { postsAt: delayedPostingDate('miles_transfer', now) } : {}),
          kind: product.kind,
          channel: 'EPBC',
          name,
          points,
          conversionRate: rate,
          productId: null,
          payload: {
            product_group_code: product.groupCode,
            external_redemption_product_id: product.id,
            currency_name: isMiles ? 'mile' : 'CAD',
            ...(isMiles
              ? { airline: product.partnerName, flyer_number: masked, miles }
              : { amount: cashCents! / 100, last_four_digits: account }),
          },
          consents,
          status: 'placed',
          email: {
            facts: [
              [t ? 'Points utilisés' : 'Points used', formatPoints(points, locale)],
              isMiles
                ? [t ? 'Milles' : 'Miles', `${wholeNumber(miles!, locale)} (${product.partnerName})`]
                : [t ? 'Montant' : 'Amount', formatMoney(cashCents!, locale)],
              ...(masked ? [[t ? 'Compte' : 'Account', masked] as const] : []),
            ],
            expectation: isMiles
              ? t
                ? 'Les milles arrivent dans votre compte de fidélité dans un délai de 1 à 2 semaines.'
                : 'The miles reach your frequent flyer account within 1 to 2 weeks.'
              : null,
          },
        });
        return placedRedemptionAnswer(
          placed,
          {
            kind: product.kind,
            title: t ? product.titleFr : product.titleEn,
            points,
            cash: cashCents === null ? null : money(cashCents),
            miles,
            currency_name: t ? product.currencyNameFr : product.currencyNameEn,
            masked_account_number: masked,
          },
          now,
        );
      },
    );
    this.mail.kick();
    return answer;
  }
}
