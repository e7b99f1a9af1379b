import fc from 'fast-check';
import type { Schema } from './openapi-operations';
import { valueFor } from './schema-arbitrary';

/**
 * Values a client should not send: wrong types, values past every limit, strings PostgreSQL or a parser may choke
 * on, and structures where scalars belong. Each is sent where the document expects something else.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    2_147_483_648,
    -2_147_483_649,
    9_007_199_254_740_992,
    1e21,
    1e308,
    -1e308,
    '',
    ' ',
    '0',
    '-1',
    '1e999',
    'NaN',
    'null',
    'true',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '🎁🇨🇦 Ünïcödé ✓',
    'x'.repeat(10_000),
    '9'.repeat(400),
    "' OR 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%00',
    '2026-02-30',
    '0000-00-00T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01',
    [],
    [null],
    [[]],
    {},
    { $gt: '' },
    JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Either a well-shaped value for `schema` or a hostile one (about one time in three). */
export function valueOrHostile(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: valueFor(schema) }, { weight: 1, arbitrary: hostileValue });
}

/** A name no schema in the document uses. */
export const extraFieldName = fc.constantFrom('role', 'is_admin', '__proto__', 'constructor', '', 'id', 'ünï', 'x'.repeat(300));
