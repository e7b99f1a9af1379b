/** The programme's points currency (spec §9): id 1, label Points, symbol pts. */
export const POINTS_CURRENCY = { id: 1, name: 'Points', symbol: 'pts' } as const;

/** The fiat currency of cash values. */
export const CASH_CURRENCY = { code: 'CAD', symbol: '$' } as const;

/** Client default when the server sends no conversion rate (spec §9); the server sends 0.01. */
export const DEFAULT_CONVERSION_RATE = 1;
