import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FooterLink } from './content-config.ts';
import { isFooterLinkEnabled, isMenuItemEnabled, visibleFooterLinks, visibleMenuItems } from './menu-visibility.ts';
import type { NavigationItem, Viewer } from './navigation-item.ts';
import { aFooterLink, aNavigationItem } from '../../tests/fakes/content-fixtures.ts';

const VIEWERS: readonly Viewer[] = ['guest', 'member', 'login-as'];

/** A menu entry for everyone, named by its slug; override what the test is about. */
function item(slug: string, overrides: Partial<NavigationItem> = {}): NavigationItem {
  return aNavigationItem({ title: slug, slug, route: `/${slug}`, ...overrides });
}

/** A footer link for everyone, named by its title; override what the test is about. */
function link(title: string, overrides: Partial<FooterLink> = {}): FooterLink {
  return aFooterLink({ title, url: `/${title}`, ...overrides });
}

type EnabledFlags = Pick<NavigationItem, 'isMemberEnabled' | 'isLoginAsEnabled'>;

/** A menu item and a footer link are followed by the same flags: `isEnabled` is checked on entries `entry` makes. */
function describeEnabledFlags<Entry>(
  name: string,
  noun: string,
  entry: (title: string, flags: EnabledFlags) => Entry,
  isEnabled: (entry: Entry, viewer: Viewer) => boolean,
) {
  describe(name, () => {
    it('reads the member flag for members and the login-as flag for admins logged in as a member', () => {
      const memberEnabled = entry('m', { isMemberEnabled: true, isLoginAsEnabled: false });
      const loginAsEnabled = entry('l', { isMemberEnabled: false, isLoginAsEnabled: true });
      expect(isEnabled(memberEnabled, 'member')).toBe(true);
      expect(isEnabled(memberEnabled, 'login-as')).toBe(false);
      expect(isEnabled(loginAsEnabled, 'member')).toBe(false);
      expect(isEnabled(loginAsEnabled, 'login-as')).toBe(true);
    });

    it(`lets guests follow every ${noun}`, () => {
      expect(isEnabled(entry('x', { isMemberEnabled: false, isLoginAsEnabled: false }), 'guest')).toBe(true);
    });
  });
}

const slugs = (items: readonly { slug: string }[]) => items.map((entry) => entry.slug);

describe('visibleMenuItems', () => {
  const memberOnly = item('member-only', { isLoginAsVisible: false });
  const loginAsOnly = item('login-as-only', { isMemberVisible: false });
  const both = item('both');
  const neither = item('neither', { isMemberVisible: false, isLoginAsVisible: false });
  const menu = [memberOnly, loginAsOnly, both, neither];

  it('shows members the items flagged visible for members', () => {
    expect(slugs(visibleMenuItems(menu, 'member'))).toEqual(['member-only', 'both']);
  });

  it('shows an admin logged in as a member the items flagged visible for login-as', () => {
    expect(slugs(visibleMenuItems(menu, 'login-as'))).toEqual(['login-as-only', 'both']);
  });

  it('shows guests every item', () => {
    expect(slugs(visibleMenuItems(menu, 'guest'))).toEqual(['member-only', 'login-as-only', 'both', 'neither']);
  });

  it('filters children at every depth', () => {
    const tree = [
      item('shop', {
        children: [
          item('gift-cards'),
          item('hidden-child', { isMemberVisible: false }),
          item('sub', { children: [item('deep'), item('hidden-deep', { isMemberVisible: false })] }),
        ],
      }),
    ];
    const [shop] = visibleMenuItems(tree, 'member');
    expect(slugs(shop?.children ?? [])).toEqual(['gift-cards', 'sub']);
    expect(slugs(shop?.children[1]?.children ?? [])).toEqual(['deep']);
  });

  it('hides the children of a hidden parent with it', () => {
    const tree = [item('parent', { isMemberVisible: false, children: [item('child')] })];
    expect(visibleMenuItems(tree, 'member')).toEqual([]);
  });

  it('drops a dropdown parent without a link of its own when all its children are hidden', () => {
    const hiddenChild = item('hidden', { isMemberVisible: false });
    const tree = [item('dropdown', { route: null, url: null, children: [hiddenChild] })];
    expect(visibleMenuItems(tree, 'member')).toEqual([]);
    expect(slugs(visibleMenuItems(tree, 'guest'))).toEqual(['dropdown']);
  });

  it('keeps a parent with its own route or url when all its children are hidden, as a plain link', () => {
    const hiddenChild = item('hidden', { isMemberVisible: false });
    const withRoute = item('with-route', { route: '/shop', url: null, children: [hiddenChild] });
    const withUrl = item('with-url', { route: null, url: 'https://partner.example', children: [hiddenChild] });
    const kept = visibleMenuItems([withRoute, withUrl], 'member');
    expect(slugs(kept)).toEqual(['with-route', 'with-url']);
    expect(kept.every((entry) => entry.children.length === 0)).toBe(true);
  });

  it('keeps a leaf without route or url: it was never a dropdown', () => {
    expect(slugs(visibleMenuItems([item('label', { route: null, url: null })], 'member'))).toEqual(['label']);
  });

  it('does not change the input', () => {
    const child = item('hidden', { isMemberVisible: false });
    const parent = item('parent', { children: [child, item('shown')] });
    visibleMenuItems([parent], 'member');
    expect(slugs(parent.children)).toEqual(['hidden', 'shown']);
  });

  const leaf = fc
    .record({ isMemberVisible: fc.boolean(), isLoginAsVisible: fc.boolean(), hasRoute: fc.boolean() })
    .map(({ hasRoute, ...flags }) => item('x', { ...flags, route: hasRoute ? '/x' : null }));
  const { tree: anonymousTree } = fc.letrec<{ tree: NavigationItem[]; node: NavigationItem }>((tie) => ({
    tree: fc.array(tie('node'), { maxLength: 4 }),
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.tuple(leaf, tie('tree')).map(([parent, children]) => ({ ...parent, children })),
    ),
  }));
  /** Gives every item a unique slug (its position in the tree) so outputs can be traced back to their originals. */
  function numbered(items: readonly NavigationItem[], prefix = ''): NavigationItem[] {
    return items.map((entry, index) => {
      const slug = `${prefix}${index}`;
      return { ...entry, slug, title: slug, children: numbered(entry.children, `${slug}.`) };
    });
  }
  const tree = anonymousTree.map((items) => numbered(items));

  function checkSubset(output: readonly NavigationItem[], input: readonly NavigationItem[], viewer: Viewer): void {
    let from = 0;
    for (const entry of output) {
      const index = input.findIndex((candidate) => candidate.slug === entry.slug);
      // Same order: each output item comes after the previous one in the input.
      expect(index).toBeGreaterThanOrEqual(from);
      const original = input[index] as NavigationItem;
      from = index + 1;
      expect({ ...entry, children: [] }).toEqual({ ...original, children: [] });
      if (viewer === 'member') expect(entry.isMemberVisible).toBe(true);
      if (viewer === 'login-as') expect(entry.isLoginAsVisible).toBe(true);
      checkSubset(entry.children, original.children, viewer);
    }
  }

  it('always gives a subset of the menu, in the same order, of items the viewer may see', () => {
    fc.assert(
      fc.property(tree, fc.constantFrom(...VIEWERS), (menuTree, viewer) => {
        checkSubset(visibleMenuItems(menuTree, viewer), menuTree, viewer);
      }),
    );
  });

  it('removes nothing for guests', () => {
    fc.assert(
      fc.property(tree, (menuTree) => {
        expect(visibleMenuItems(menuTree, 'guest')).toEqual(menuTree);
      }),
    );
  });
});

describe('visibleFooterLinks', () => {
  const memberOnly = link('member-only', { isLoginAsVisible: false });
  const loginAsOnly = link('login-as-only', { isMemberVisible: false });
  const neither = link('neither', { isMemberVisible: false, isLoginAsVisible: false });
  const links = [memberOnly, loginAsOnly, neither];

  it('follows the member flag for members and the login-as flag for admins logged in as a member', () => {
    expect(visibleFooterLinks(links, 'member')).toEqual([memberOnly]);
    expect(visibleFooterLinks(links, 'login-as')).toEqual([loginAsOnly]);
  });

  it('shows guests every link', () => {
    expect(visibleFooterLinks(links, 'guest')).toEqual(links);
  });

  it('always gives a subsequence of the same links in the same order', () => {
    const arbitraryLink = fc
      .record({ title: fc.string({ maxLength: 3 }), isMemberVisible: fc.boolean(), isLoginAsVisible: fc.boolean() })
      .map(({ title, ...flags }) => link(title, flags));
    fc.assert(
      fc.property(fc.array(arbitraryLink, { maxLength: 8 }), fc.constantFrom(...VIEWERS), (input, viewer) => {
        const output = visibleFooterLinks(input, viewer);
        let from = 0;
        for (const entry of output) {
          const index = input.indexOf(entry, from);
          expect(index).toBeGreaterThanOrEqual(from);
          from = index + 1;
        }
      }),
    );
  });
});

describeEnabledFlags('isMenuItemEnabled', 'item', item, isMenuItemEnabled);
describeEnabledFlags('isFooterLinkEnabled', 'link', link, isFooterLinkEnabled);
