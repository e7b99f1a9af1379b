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

  it('lets the first screen showing the preloaded input take its visit over, without a new load', () => {
    const shown = new Shown<string>();
    const visits: (Visit<string> | null)[] = [];
    shown.visit$.subscribe((visit) => visits.push(visit));
    shown.preload('kettle');
    const close = shown.show('kettle');
    expect(visits).toEqual([null, { input: 'kettle', id: 1 }]);
    close();
    expect(visits.at(-1)).toBeNull();
  });

  it('makes a screen showing another input a new visit, and a later screen of the preloaded input too', () => {
    const shown = new Shown<string>();
    const visits: (Visit<string> | null)[] = [];
    shown.visit$.subscribe((visit) => visits.push(visit));
    shown.preload('kettle');
    shown.show('mug');
    shown.show('kettle');
    expect(visits).toEqual([null, { input: 'kettle', id: 1 }, { input: 'mug', id: 2 }, { input: 'kettle', id: 3 }]);
  });

  it('never preloads over what a screen shows', () => {
    const shown = new Shown<string>();
    const visits: (Visit<string> | null)[] = [];
    shown.visit$.subscribe((visit) => visits.push(visit));
    shown.show('mug');
    shown.preload('kettle');
    expect(visits).toEqual([null, { input: 'mug', id: 1 }]);
  });

  it('compares inputs with the equality it is given', () => {
    const shown = new Shown<{ slug: string }>((a, b) => a.slug === b.slug);
    const visits: (Visit<{ slug: string }> | null)[] = [];
    shown.visit$.subscribe((visit) => visits.push(visit));
    shown.preload({ slug: 'kettle' });
    shown.show({ slug: 'kettle' });
    expect(visits).toHaveLength(2);
  });
});
