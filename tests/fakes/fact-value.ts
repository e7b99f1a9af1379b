import { within } from '@testing-library/react';

/** What a description list in `scope` says for `label` (the text of the dd after that dt), or null when no term says `label`. */
export function factValue(scope: HTMLElement, label: string): string | null {
  const term = within(scope).queryByText(label, { selector: 'dt' });
  return term === null ? null : (term.nextElementSibling?.textContent ?? '');
}
