/** A deposit account number has 9 digits (spec §5); the member confirms its last four. */
export const BANK_ACCOUNT_NUMBER_LENGTH = 9;

/** The last digits of the deposit account a direct deposit asks for (spec §5). */
export const LAST_DIGITS_LENGTH = 4;

/** Whether `value` is exactly the last four digits of an account number (ASCII digits only). */
export function isLastFourDigits(value: string): boolean {
  return /^[0-9]{4}$/.test(value);
}

/** Whether `value` is a whole 9-digit account number. */
export function isBankAccountNumber(value: string): boolean {
  return /^[0-9]{9}$/.test(value);
}
