import type { ProductVariant } from './product-detail.ts';

/** The member's choice on a product detail: attribute name (e.g. "colour") to the value chosen. */
export type VariantSelection = Readonly<Record<string, string>>;

/** One value of an attribute the member can pick, and whether an available variant goes with it. */
export interface AttributeOption {
  readonly value: string;
  readonly label: string;
  readonly available: boolean;
}

/** An attribute of a product's variants and its values, in the order the variants first show them. */
export interface AttributeChoice {
  readonly attribute: string;
  readonly options: readonly AttributeOption[];
}

/** The variant's attribute values, the selection that picks it. */
function selectionOf(variant: ProductVariant): VariantSelection {
  return Object.fromEntries(Object.entries(variant.attributes).map(([name, attribute]) => [name, attribute.value]));
}

function hasValue(variant: ProductVariant, attribute: string, value: string): boolean {
  return variant.attributes[attribute]?.value === value;
}

/**
 * The attributes the variants have and the values of each, both in the
 * order the variants first show them. An option is available when some
 * available variant has that value together with every other selected
 * value, so the member sees which values still lead to something they can
 * order; selected attributes none of the variants have are not counted.
 *
 * Always holds: every attribute and value of every variant appears once,
 * and a value is available only if an available variant has it.
 */
export function attributeChoices(variants: readonly ProductVariant[], selection: VariantSelection): AttributeChoice[] {
  const labels = new Map<string, Map<string, string>>();
  for (const variant of variants) {
    for (const [name, attribute] of Object.entries(variant.attributes)) {
      const values = labels.get(name) ?? new Map<string, string>();
      labels.set(name, values);
      if (!values.has(attribute.value)) {
        values.set(attribute.value, attribute.label);
      }
    }
  }
  const selected = Object.entries(selection).filter(([name]) => labels.has(name));
  return [...labels].map(([name, values]) => {
    const others = selected.filter(([other]) => other !== name);
    const available = (value: string): boolean =>
      variants.some((variant) => variant.isAvailable && hasValue(variant, name, value) && others.every(([other, chosen]) => hasValue(variant, other, chosen)));
    return { attribute: name, options: [...values].map(([value, label]) => ({ value, label, available: available(value) })) };
  });
}

/**
 * The variant the selection picks: the first whose every attribute has the
 * selected value, or null while the selection leaves one of its attributes
 * open or names a combination no variant has. A product whose single
 * variant has no attributes has it picked by any selection.
 */
export function selectedVariant(variants: readonly ProductVariant[], selection: VariantSelection): ProductVariant | null {
  return variants.find((variant) => Object.entries(variant.attributes).every(([name, attribute]) => selection[name] === attribute.value)) ?? null;
}

/**
 * The selection a product detail opens with: the first available variant's
 * values, else (nothing available) the first variant's, so the page shows
 * 'Item Not Available' for a real variant. No variants give no selection.
 *
 * Always holds: the result picks a variant whenever there is one.
 */
export function defaultSelection(variants: readonly ProductVariant[]): VariantSelection {
  const variant = variants.find((candidate) => candidate.isAvailable) ?? variants[0];
  return variant === undefined ? {} : selectionOf(variant);
}

/**
 * The selection after the member picks `value` for `attribute`: the other
 * values are kept when a variant has them all with the new value (even an
 * unavailable one: the member asked for it, and the page says it is not
 * available); otherwise the selection jumps to the first available variant
 * with the new value, else to the first variant with it. A value no variant
 * has changes nothing.
 *
 * Always holds: when some variant has `value` for `attribute`, the result
 * picks a variant that has it.
 */
export function selectAttribute(
  variants: readonly ProductVariant[],
  selection: VariantSelection,
  attribute: string,
  value: string,
): VariantSelection {
  const wanted = { ...selection, [attribute]: value };
  if (selectedVariant(variants, wanted) !== null) {
    return wanted;
  }
  const withValue = variants.filter((variant) => hasValue(variant, attribute, value));
  const variant = withValue.find((candidate) => candidate.isAvailable) ?? withValue[0];
  return variant === undefined ? selection : selectionOf(variant);
}
