import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductVariant } from './product-detail.ts';
import { attributeChoices, defaultSelection, selectAttribute, selectedVariant } from './variant-selection.ts';

const LABELS: Record<string, string> = { black: 'Black', white: 'White', red: 'Red', '64': '64 GB', '128': '128 GB', '256': '256 GB' };

function variant(id: number, attributes: Record<string, string>, isAvailable = true): ProductVariant {
  return {
    id,
    sku: `SKU-${id}`,
    attributes: Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, { value, label: LABELS[value] ?? value }])),
    points: 1000 + id,
    isAvailable,
    stockQuantity: null,
  };
}

// A phone in three colours and three storage sizes; red comes only in 256, white 128 is out of stock.
const phone = [
  variant(1, { colour: 'black', storage: '64' }),
  variant(2, { colour: 'black', storage: '128' }),
  variant(3, { colour: 'white', storage: '64' }),
  variant(4, { colour: 'white', storage: '128' }, false),
  variant(5, { colour: 'red', storage: '256' }),
];

describe('attributeChoices', () => {
  it('lists attributes and their values in the order the variants first show them, with labels', () => {
    const choices = attributeChoices(phone, {});
    expect(choices.map((choice) => choice.attribute)).toEqual(['colour', 'storage']);
    expect(choices[0]?.options.map(({ value, label }) => [value, label])).toEqual([
      ['black', 'Black'],
      ['white', 'White'],
      ['red', 'Red'],
    ]);
    expect(choices[1]?.options.map(({ value, label }) => [value, label])).toEqual([
      ['64', '64 GB'],
      ['128', '128 GB'],
      ['256', '256 GB'],
    ]);
  });

  it('marks a value available when some available variant has it, with nothing selected', () => {
    const variants = [variant(1, { colour: 'black' }), variant(2, { colour: 'white' }, false)];
    expect(attributeChoices(variants, {})).toEqual([
      {
        attribute: 'colour',
        options: [
          { value: 'black', label: 'Black', available: true },
          { value: 'white', label: 'White', available: false },
        ],
      },
    ]);
  });

  it('marks a value unavailable when no available variant has it with the other selected values', () => {
    const [colour, storage] = attributeChoices(phone, { colour: 'white', storage: '128' });
    expect(colour?.options.map((option) => option.available)).toEqual([true, false, false]);
    expect(storage?.options.map((option) => option.available)).toEqual([true, false, false]);
  });

  it('judges an attribute by the other selected values, not by its own', () => {
    const [colour, storage] = attributeChoices(phone, { colour: 'red', storage: '256' });
    expect(colour?.options.map((option) => option.available)).toEqual([false, false, true]);
    expect(storage?.options.map((option) => option.available)).toEqual([false, false, true]);
    const [colourAt64] = attributeChoices(phone, { storage: '64' });
    expect(colourAt64?.options.map((option) => option.available)).toEqual([true, true, false]);
  });

  it('ignores selected attributes the variants do not have', () => {
    const [colour] = attributeChoices(phone, { finish: 'matte' });
    expect(colour?.options.map((option) => option.available)).toEqual([true, true, true]);
  });

  it('treats a variant without an attribute as having none of its values', () => {
    const variants = [variant(1, { colour: 'black', storage: '64' }), variant(2, { colour: 'white' })];
    const [colour, storage] = attributeChoices(variants, { storage: '64' });
    expect(colour?.options.map((option) => option.available)).toEqual([true, false]);
    expect(storage?.options.map((option) => option.available)).toEqual([true]);
  });

  it('keeps the first label seen for a value', () => {
    const variants = [variant(1, { colour: 'black' }), { ...variant(2, {}), attributes: { colour: { value: 'black', label: 'Noir' } } }];
    expect(attributeChoices(variants, {})[0]?.options).toEqual([{ value: 'black', label: 'Black', available: true }]);
  });

  it('lists nothing for a product without variants or attributes', () => {
    expect(attributeChoices([], {})).toEqual([]);
    expect(attributeChoices([variant(1, {})], {})).toEqual([]);
  });
});

describe('selectedVariant', () => {
  it('picks the variant with every selected value', () => {
    expect(selectedVariant(phone, { colour: 'white', storage: '64' })?.id).toBe(3);
    expect(selectedVariant(phone, { storage: '256', colour: 'red' })?.id).toBe(5);
  });

  it('picks an unavailable variant too, so the page can say it is not available', () => {
    expect(selectedVariant(phone, { colour: 'white', storage: '128' })?.id).toBe(4);
  });

  it('picks nothing while an attribute is open or for a combination no variant has', () => {
    expect(selectedVariant(phone, { colour: 'white' })).toBeNull();
    expect(selectedVariant(phone, {})).toBeNull();
    expect(selectedVariant(phone, { colour: 'red', storage: '64' })).toBeNull();
    expect(selectedVariant([], {})).toBeNull();
  });

  it('picks the only variant of a product without attributes', () => {
    expect(selectedVariant([variant(9, {})], {})?.id).toBe(9);
  });
});

describe('defaultSelection', () => {
  it('opens on the first available variant', () => {
    const variants = [variant(1, { colour: 'black' }, false), variant(2, { colour: 'white' }), variant(3, { colour: 'red' })];
    expect(defaultSelection(variants)).toEqual({ colour: 'white' });
    expect(defaultSelection(phone)).toEqual({ colour: 'black', storage: '64' });
  });

  it('opens on the first variant when none is available', () => {
    const variants = [variant(1, { colour: 'black' }, false), variant(2, { colour: 'white' }, false)];
    expect(defaultSelection(variants)).toEqual({ colour: 'black' });
  });

  it('selects nothing for a product without variants', () => {
    expect(defaultSelection([])).toEqual({});
  });
});

describe('selectAttribute', () => {
  it('keeps the other values when a variant has them with the new value', () => {
    expect(selectAttribute(phone, { colour: 'black', storage: '64' }, 'colour', 'white')).toEqual({ colour: 'white', storage: '64' });
  });

  it('keeps them even when that variant is unavailable', () => {
    expect(selectAttribute(phone, { colour: 'black', storage: '128' }, 'colour', 'white')).toEqual({ colour: 'white', storage: '128' });
  });

  it('jumps to the first available variant with the new value when the others do not go with it', () => {
    const variants = [
      variant(1, { colour: 'black', storage: '64' }),
      variant(2, { colour: 'red', storage: '128' }, false),
      variant(3, { colour: 'red', storage: '256' }),
    ];
    expect(selectAttribute(variants, { colour: 'black', storage: '64' }, 'colour', 'red')).toEqual({ colour: 'red', storage: '256' });
  });

  it('jumps to the first variant with the new value when none with it is available', () => {
    const variants = [
      variant(1, { colour: 'black', storage: '64' }),
      variant(2, { colour: 'red', storage: '128' }, false),
      variant(3, { colour: 'red', storage: '256' }, false),
    ];
    expect(selectAttribute(variants, { colour: 'black', storage: '64' }, 'colour', 'red')).toEqual({ colour: 'red', storage: '128' });
  });

  it('completes an open selection from a variant with the new value', () => {
    expect(selectAttribute(phone, {}, 'storage', '128')).toEqual({ colour: 'black', storage: '128' });
  });

  it('changes nothing for a value no variant has', () => {
    const selection = { colour: 'black', storage: '64' };
    expect(selectAttribute(phone, selection, 'colour', 'gold')).toBe(selection);
  });

  it('does not change the selection it was given', () => {
    const selection = { colour: 'black', storage: '64' };
    selectAttribute(phone, selection, 'colour', 'white');
    expect(selection).toEqual({ colour: 'black', storage: '64' });
  });

  it('always picks a variant with the value chosen', () => {
    const value = fc.constantFrom('a', 'b', 'c');
    const arbitraryVariant = fc.record({ colour: value, storage: value, available: fc.boolean() });
    fc.assert(
      fc.property(fc.array(arbitraryVariant, { minLength: 1, maxLength: 6 }), fc.nat(5), fc.constantFrom('colour', 'storage'), (rows, pick, attribute) => {
        const variants = rows.map((row, index) => variant(index + 1, { colour: row.colour, storage: row.storage }, row.available));
        const target = variants[pick % variants.length] as ProductVariant;
        const chosen = target.attributes[attribute]?.value as string;
        const result = selectAttribute(variants, defaultSelection(variants), attribute, chosen);
        expect(selectedVariant(variants, result)?.attributes[attribute]?.value).toBe(chosen);
      }),
    );
  });
});
