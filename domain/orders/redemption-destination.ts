/** Whether the bank has cashed a statement credit, a deposit or a financial reward (spec §3 "cashed status"). */
export type CashedStatus = 'cashed' | 'not_cashed';

/**
 * Where the points of an external or financial redemption went (spec §3
 * order display fields): the airline and frequent-flyer number of a miles
 * transfer, the last four digits of the account credited, whether the
 * credit was cashed and when, and the programme's rewards reference
 * number. Each is null when the redemption does not have it.
 */
export interface RedemptionDestination {
  readonly airline: string | null;
  /** Masked but for its last four characters. */
  readonly flyerNumber: string | null;
  readonly miles: number | null;
  readonly accountLastFour: string | null;
  readonly cashedStatus: CashedStatus | null;
  readonly cashedAt: Date | null;
  readonly rewardsReferenceNumber: string | null;
}

/** The redemption kinds whose points leave the programme for an account of the member's. */
export const DESTINATION_KINDS = ['miles_transfer', 'cash_back', 'direct_deposit', 'financial_reward'] as const;

/** Kinds credited in dollars to a bank account or a card, which the bank later cashes. */
const CASHED_KINDS: readonly string[] = ['cash_back', 'direct_deposit', 'financial_reward'];

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The last four letters or digits of an account number as stored (masked or not), or null when it has fewer. */
export function lastFourOf(value: unknown): string | null {
  const characters = (text(value) ?? '').replace(/[^0-9A-Za-z]/g, '');
  return characters.length >= 4 ? characters.slice(-4) : null;
}

/**
 * What an order item's payload (spec §3: custom fields, additional_status
 * with its update time) says about where its points went, for the four
 * kinds that send points out (`DESTINATION_KINDS`); null for any other
 * kind. The account's last four digits are `last_four_digits` (direct
 * deposit, statement credit) or the end of `account_number` (financial
 * rewards). A dollar credit is `not_cashed` until the payload's
 * `additional_status` says `cashed` (with `additional_status_updated_at`);
 * miles have no cashed status. A date that does not parse is left out.
 */
export function redemptionDestinationOf(kind: string, payload: Readonly<Record<string, unknown>>): RedemptionDestination | null {
  if (!(DESTINATION_KINDS as readonly string[]).includes(kind)) return null;
  const dollars = CASHED_KINDS.includes(kind);
  const cashed = dollars && text(payload['additional_status'])?.toLowerCase() === 'cashed';
  const changedAt = text(payload['additional_status_updated_at']);
  const at = changedAt === null ? null : new Date(changedAt);
  const miles = payload['miles'];
  return {
    airline: text(payload['airline']),
    flyerNumber: text(payload['flyer_number']),
    // Number.isInteger is false for anything that is not a number.
    miles: Number.isInteger(miles) ? (miles as number) : null,
    accountLastFour: dollars ? (lastFourOf(payload['last_four_digits']) ?? lastFourOf(payload['account_number'])) : null,
    cashedStatus: dollars ? (cashed ? 'cashed' : 'not_cashed') : null,
    cashedAt: dollars && at !== null && !Number.isNaN(at.getTime()) ? at : null,
    rewardsReferenceNumber: text(payload['rewards_reference_number']),
  };
}
