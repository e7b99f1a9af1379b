import fc from 'fast-check';
import type { Schema } from './openapi-operations';

/**
 * Values of the shape a schema describes: the right types, enum members, lengths and ranges inside the limits
 * (with the limits themselves drawn often), formats and patterns honoured. What the document cannot say (that an
 * id exists, that a card is the member's) is left to chance: small ids are drawn often so that some hit seeded rows.
 */

const MAX_ID = 9_007_199_254_740_991;
/** Strings long enough to cross a limit, short enough to keep 10,000 requests quick. */
const LONGEST_FREE_STRING = 40;

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required) return ['object'];
  if (schema.items) return ['array'];
  if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  return ['string'];
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, LONGEST_FREE_STRING);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'date') return dates.map(isoDate);
  if (schema.format === 'date-time') return dates.map((date) => date.toISOString());
  if (schema.format === 'email') {
    return fc.emailAddress().filter(fits).map((value) => value.toLowerCase());
  }
  const repeatedClass = schema.pattern ? /^\^(\[[^\]]+\])\+\$$/.exec(schema.pattern) : null;
  if (repeatedClass) {
    // `^[...]+$` with a length range: draw the length, then characters of the class.
    const character = fc.stringMatching(new RegExp(`^${repeatedClass[1]}$`));
    return fc.string({ unit: character, minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, Math.max(minLength, 64)) });
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern), { maxLength: Math.min(maxLength, 64) }).filter(fits);
  }
  const freeMax = Math.min(maxLength, Math.max(minLength, LONGEST_FREE_STRING));
  const options = [
    fc.string({ minLength, maxLength: freeMax }),
    fc.string({ minLength, maxLength: freeMax, unit: 'grapheme' }),
    fc.constant('x'.repeat(minLength)),
  ];
  // The longest string the document allows, a common place for an off-by-one or a narrower column.
  if (schema.maxLength !== undefined && schema.maxLength <= 5_000) options.push(fc.constant('é'.repeat(schema.maxLength)));
  return fc.oneof(...options).filter(fits);
}

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -MAX_ID, -MAX_ID);
  const max = Math.min(schema.maximum ?? MAX_ID, MAX_ID);
  const small = fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 60)) });
  return fc.oneof(
    { weight: 4, arbitrary: small },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

function objectArbitrary(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property)]));
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  const minProperties = schema.minProperties ?? 0;
  const records = fc.record(record, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
  return minProperties > 0 ? records.filter((value) => Object.keys(value).length >= minProperties) : records;
}

function mergeAll(schemas: readonly Schema[]): Schema {
  return schemas.reduce<Schema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** An arbitrary of values valid against (or, where the document cannot say more, shaped like) `schema`. */
export function valueFor(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.allOf) return valueFor(mergeAll(schema.allOf));
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map(valueFor));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const arbitraries = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return integerArbitrary(schema);
      case 'number':
        return numberArbitrary(schema);
      case 'array':
        return fc.array(schema.items ? valueFor(schema.items) : fc.anything(), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object':
        return objectArbitrary(schema);
      default:
        return stringArbitrary(schema);
    }
  });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}
