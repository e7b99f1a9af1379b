import { DEFAULT_LOCALE, type Locale } from '../locale/locale.ts';
import { categoryFacetName, parseCategoryPath } from './category-path.ts';
import { collator } from '../format/intl-formats.ts';

/**
 * The facet counts of a catalogue page, as the programme API sends them:
 * facet name (`category.lvl0`.., `brand`, `promotion_group`) to facet value
 * to how many products of the filtered set have it. Each facet is counted
 * without its own selection, so other values of a selected facet keep
 * their counts.
 */
export type FacetCounts = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The facet of product brands; its values are brand names. */
export const BRAND_FACET = 'brand';

/** The facet of promotion groups; its values are group codes. */
export const PROMOTION_GROUP_FACET = 'promotion_group';

/** A category the member can pick next in the category tree: its `name`, its whole `path` (root first) and its product count. */
export interface CategoryOption {
  readonly name: string;
  readonly path: string[];
  readonly count: number;
}

/** A value the member can tick in a list facet (brands, promotion groups). */
export interface FacetOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
}

function nameOrder(locale: Locale): Intl.Collator {
  // Base sensitivity: "écouteurs" sorts with "Ecouteurs", as readers of both languages expect.
  return collator(locale, { sensitivity: 'base', numeric: true });
}

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((name, index) => path[index] === name);
}

/**
 * The categories one level below `selectedPath` (the top level when it is
 * empty), read from facet `category.lvl{selectedPath.length}`: those under
 * the selected path with at least one product, by name in the locale's
 * alphabetical order (ignoring case and accents). At the top level the
 * names in `hiddenCategories` are left out (spec §2: the partner
 * electronics catalogue hides its own brand category). Facet values written
 * with other spacing around the delimiter count as the same category.
 *
 * Always holds: every option's path is `selectedPath` plus its name, its
 * count is above 0, and no two options share a name.
 */
export function categoryOptions(
  facets: FacetCounts,
  selectedPath: readonly string[],
  hiddenCategories?: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): CategoryOption[] {
  const level = selectedPath.length;
  const counts = new Map<string, number>();
  for (const [value, count] of Object.entries(facets[categoryFacetName(level)] ?? {})) {
    const path = parseCategoryPath(value);
    if (path.length === level + 1 && startsWith(path, selectedPath) && count > 0) {
      const name = path[level] as string;
      counts.set(name, (counts.get(name) ?? 0) + count);
    }
  }
  const isHidden = (name: string): boolean => level === 0 && (hiddenCategories?.includes(name) ?? false);
  const compare = nameOrder(locale).compare;
  return [...counts]
    .filter(([name]) => !isHidden(name))
    .map(([name, count]) => ({ name, path: [...selectedPath, name], count }))
    .sort((a, b) => compare(a.name, b.name));
}

/**
 * The brands the member can tick: every brand of facet `brand` with at
 * least one product, plus the selected ones even at 0 (so a member can
 * untick a brand the other filters emptied), by name in the locale's
 * alphabetical order (ignoring case and accents).
 *
 * Always holds: every selected brand is listed, marked selected, and no
 * brand is listed twice.
 */
export function brandOptions(facets: FacetCounts, selected: readonly string[], locale: Locale = DEFAULT_LOCALE): FacetOption[] {
  const counts = facets[BRAND_FACET] ?? {};
  const brands = new Set([...Object.keys(counts).filter((brand) => (counts[brand] ?? 0) > 0), ...selected]);
  const compare = nameOrder(locale).compare;
  return [...brands]
    .map((brand) => ({ value: brand, label: brand, count: counts[brand] ?? 0, selected: selected.includes(brand) }))
    .sort((a, b) => compare(a.label, b.label));
}

/**
 * The promotion groups the member can tick, in the order of `groups` (the
 * programme's order): those with at least one product in facet
 * `promotion_group` or selected, labelled with the group's name and valued
 * with its code. A code the facet counts but `groups` does not name is left
 * out, as it has no name to show.
 *
 * Always holds: every selected group of `groups` is listed, and the options
 * keep the order of `groups`.
 */
export function promotionOptions(
  facets: FacetCounts,
  groups: readonly { readonly code: string; readonly name: string }[],
  selected: readonly string[],
): FacetOption[] {
  const counts = facets[PROMOTION_GROUP_FACET] ?? {};
  return groups
    .map((group) => ({ value: group.code, label: group.name, count: counts[group.code] ?? 0, selected: selected.includes(group.code) }))
    .filter((option) => option.count > 0 || option.selected);
}
