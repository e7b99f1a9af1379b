import { describe, expect, it } from 'vitest';
import { Shown, type Visit } from './shown';

describe('Shown', () => {
  it('makes each show and retry a new visit of what is shown, and closing it leaves nothing shown', () => {
    const shown = new Shown<string>();
    const visits: (Visit<string> | null)[] = [];
    shown.visit$.subscribe((visit) => visits.push(visit));
    const close = shown.show('kettle');
    shown.retry();
    close();
    shown.retry();
    expect(visits).toEqual([null, { input: 'kettle', id: 1 }, { input: 'kettle', id: 2 }, null]);
  });

  it('ignores the close of a visit that a newer one replaced', () => {
    const shown = new Shown<string>();
    const visits: (Visit<string> | null)[] = [];
    shown.visit$.subscribe((visit) => visits.push(visit));
    const closeFirst = shown.show('kettle');
    shown.show('mug');
    closeFirst();
    expect(visits.at(-1)).toEqual({ input: 'mug', id: 2 });
  });
});
