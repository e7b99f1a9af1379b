import { TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { caretAfterDigits, digitsOf, groupDigits } from './grouped-digits';

export interface PointsInputProps {
  /** The URL parameter the box sends in a form sent without the page's script (the server reads its grouped digits). */
  readonly name: string;
  readonly label: string;
  /** The digits typed, '' for an empty box. */
  readonly digits: string;
  readonly onDigitsChange: (digits: string) => void;
  readonly onBlur: () => void;
  /** The locale's thousands separator, shown between groups of three digits. */
  readonly separator: string;
  readonly 'aria-describedby'?: string;
}

/**
 * A box for a whole number of points: only digits go in (no sign, no
 * decimals), shown grouped by thousands as they are typed, with the caret
 * kept after the digit being typed. A plain text box with a numeric keyboard
 * rather than Mantine's NumberInput, whose formatting library the shop's
 * first page would otherwise download.
 */
export function PointsInput({ name, label, digits, onDigitsChange, onBlur, separator, 'aria-describedby': describedBy }: PointsInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    const typed = box.value;
    const next = digitsOf(typed);
    const grouped = groupDigits(next, separator);
    const caret = caretAfterDigits(grouped, digitsOf(typed.slice(0, box.selectionStart ?? typed.length)).length);
    // Written here, before React renders it, so that React leaves the box alone and the caret stays put
    // (also when a refused key, a letter or a minus, changes nothing).
    box.value = grouped;
    if (document.activeElement === box) box.setSelectionRange(caret, caret);
    onDigitsChange(next);
  };

  return (
    <TextInput
      name={name}
      label={label}
      value={groupDigits(digits, separator)}
      onChange={change}
      onBlur={onBlur}
      inputMode="numeric"
      autoComplete="off"
      aria-describedby={describedBy}
    />
  );
}
