import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavigationItem } from './navigation-item.ts';
import { needsRedirectNotice } from './partner-redirect.ts';
import { aNavigationItem } from '../../tests/fakes/content-fixtures.ts';

/** An external menu entry opening in a new tab, as partner retailers are. */
function item(title: string, children: readonly NavigationItem[] = []): NavigationItem {
  return aNavigationItem({ title, slug: title.toLowerCase(), route: null, url: 'https://partner.example', children, newTab: true });
}

const retailers = ['Northwind Electronics', 'Maple Travel'];

describe('needsRedirectNotice', () => {
  it('opens the redirect notice for an item titled as a partner retailer', () => {
    expect(needsRedirectNotice(item('Northwind Electronics'), retailers)).toBe(true);
    expect(needsRedirectNotice(item('Maple Travel'), retailers)).toBe(true);
  });

  it('navigates directly for any other title', () => {
    expect(needsRedirectNotice(item('Gift cards'), retailers)).toBe(false);
    expect(needsRedirectNotice(item('Northwind'), retailers)).toBe(false);
  });

  it('compares titles without letter case or surrounding spaces', () => {
    expect(needsRedirectNotice(item(' northwind electronics '), retailers)).toBe(true);
    expect(needsRedirectNotice(item('MAPLE TRAVEL'), [' maple travel '])).toBe(true);
  });

  it('counts accents: a retailer name with an accent is another name', () => {
    expect(needsRedirectNotice(item('Électro Boutique'), ['Electro Boutique'])).toBe(false);
    expect(needsRedirectNotice(item('électro boutique'), ['ÉLECTRO BOUTIQUE'])).toBe(true);
  });

  it('never applies to an item with children, which opens a dropdown instead', () => {
    expect(needsRedirectNotice(item('Maple Travel', [item('Flights')]), retailers)).toBe(false);
  });

  it('matches nothing with a blank retailer name, even a blank title', () => {
    expect(needsRedirectNotice(item(''), [''])).toBe(false);
    expect(needsRedirectNotice(item('  '), [' '])).toBe(false);
  });

  it('is never true without partner retailers', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        expect(needsRedirectNotice(item(title), [])).toBe(false);
      }),
    );
  });

  it('is true for any non-blank title that is listed', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((title) => title.trim() !== ''),
        fc.array(fc.string()),
        (title, others) => {
          expect(needsRedirectNotice(item(title), [...others, title])).toBe(true);
        },
      ),
    );
  });
});
