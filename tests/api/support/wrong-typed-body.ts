import fc from 'fast-check';
import { cleanRequestsWithBody, type FuzzRequest } from './fuzz-request';
import type { Operation, Schema } from './openapi-operations';
import { valueFor } from './schema-arbitrary';

/**
 * Values of another JSON type than a field's, each one a value that a coercing validator would have accepted as
 * the field's type (`"2"`, `true` or `[3]` for an integer; `"false"` or `1` for a flag; a number for a text; a lone
 * value for a list).
 */
const WRONG_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  integer: ['2', true, [3]],
  number: ['2.5', false, [3]],
  boolean: ['false', 1, ['true']],
  string: [12345, true, ['text']],
  array: ['x', 1],
  object: ['{}', 1],
};

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return Number.isInteger(value) ? 'integer' : typeof value;
}

function declaredTypes(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** One body field of an operation given a value of the wrong type. */
export interface WrongTypedField {
  operation: Operation;
  field: string;
  value: unknown;
}

/**
 * Every top-level field of every JSON body in the document, with each wrong-typed value that is not of a type the
 * field allows (an integer is a number too, so `1` is never "wrong" for a number).
 */
export function wrongTypedFields(operations: readonly Operation[]): WrongTypedField[] {
  const cases: WrongTypedField[] = [];
  for (const operation of operations) {
    const properties = operation.body?.schema.properties;
    if (!properties) continue;
    for (const [field, schema] of Object.entries(properties)) {
      const types = declaredTypes(schema);
      const allowed = new Set(types.includes('number') ? [...types, 'integer'] : types);
      for (const type of types) {
        for (const value of WRONG_VALUES[type] ?? []) {
          if (!allowed.has(jsonType(value))) cases.push({ operation, field, value });
        }
      }
    }
  }
  return cases;
}

/** A request with a valid body but for the one field, drawn reproducibly from `seed`. */
export function wrongTypedRequest({ operation, field, value }: WrongTypedField, seed: number): FuzzRequest {
  const body = valueFor(operation.body!.schema).map((valid) => ({ ...(valid as Record<string, unknown>), [field]: value }));
  return fc.sample(cleanRequestsWithBody(operation, body), { seed, numRuns: 1 })[0]!;
}
