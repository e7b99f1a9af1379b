/**
 * Whether two values hold the same data: the same primitive, Dates of the
 * same moment, or arrays and plain objects whose items and own keys hold the
 * same data. Anything else (a Map, an Error, any class instance) is the same
 * only when it is the same object: its state may hide where this cannot look.
 *
 * A view built again from unchanged state (a store's `map` run for a new
 * subscriber) is a new object holding the same data; this tells the two apart
 * from a real change, so a part is not rendered again for nothing.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
