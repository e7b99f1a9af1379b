// Something, an @, a domain of at least two labels: no spaces, one @, no empty label.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether `value` reads as an email address (spec §5 'Please enter a valid email address'); spaces around it do not count. */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}
