import { describe, expect, it } from 'vitest';
import { fieldsWithNul } from './nul-characters';

describe('finding NUL characters PostgreSQL text cannot hold', () => {
  it('names every field whose text has one, nested fields by their dotted path', () => {
    expect(fieldsWithNul({ slug: 'de\u0000mo', ok: 'fine', fields: [{ value: 'a' }, { value: '\u0000' }], n: 0 })).toEqual([
      'slug',
      'fields.1.value',
    ]);
  });

  it('a NUL as the whole body names no path, clean input names none', () => {
    expect(fieldsWithNul('\u0000')).toEqual(['']);
    expect(fieldsWithNul({ a: ['x', null, { b: 'y' }] })).toEqual([]);
    expect(fieldsWithNul(undefined)).toEqual([]);
  });
});
