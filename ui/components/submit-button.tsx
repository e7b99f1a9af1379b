import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * A form's submit button that stays disabled until the page is the
 * browser's. A form the server rendered (issue 24) has no submit handler
 * before its script runs: submitted then, the browser would send its fields
 * itself, a password in the address of a GET. Disabled, neither a click nor
 * Enter in a field submits it (HTML's implicit submission skips a disabled
 * default button).
 */
export function SubmitButton({ disabled, ...props }: ButtonProps & ElementProps<'button', keyof ButtonProps>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled === true || !hydrated} />;
}
