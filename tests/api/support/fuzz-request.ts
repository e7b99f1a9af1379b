import fc from 'fast-check';
import { extraFieldName, hostileValue, valueOrHostile } from './hostile-values';
import type { Operation, Parameter, Schema } from './openapi-operations';
import { valueFor } from './schema-arbitrary';

/** Who sends a request: nobody, the signed-in demo member, or someone with a token the server never issued. */
export type Caller = 'guest' | 'member' | 'forged-token';

/** One generated request, complete but for the member's token (added when it is sent). */
export interface FuzzRequest {
  caller: Caller;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  /** The raw body, sent as is (so that it can be malformed). */
  payload?: string;
}

/** Header values as a client can put them on the wire (printable Latin-1; anything else is dropped). */
function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\xa0-\xff]/g, '');
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** Percent-encoding as a browser does it (a lone surrogate becomes U+FFFD; raw bad bytes are drawn separately). */
function percentEncode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** A value for a parameter: mostly of its shape, sometimes hostile. */
function parameterValue(parameter: Parameter, clean: boolean): fc.Arbitrary<unknown> {
  const drawn = clean ? valueFor(parameter.schema) : valueOrHostile(parameter.schema);
  // The document cannot name the one programme that exists; without it every programme route would be a 404.
  if (parameter.name === 'slug' || parameter.name === 'program_slug') {
    return fc.oneof({ weight: 1, arbitrary: fc.constant('demo') }, { weight: 1, arbitrary: drawn });
  }
  return drawn;
}

/** The value at `path` replaced, walking objects and arrays by the numbers drawn (mod their size). */
function replaceDeep(value: unknown, path: readonly number[], replacement: unknown): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return replacement;
  const [step, ...rest] = path as [number, ...number[]];
  if (Array.isArray(value)) {
    if (value.length === 0) return [replacement];
    const index = step % value.length;
    return value.map((item, i) => (i === index ? replaceDeep(item, rest, replacement) : item));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[step % keys.length]!;
  return { ...(value as Record<string, unknown>), [key]: replaceDeep((value as Record<string, unknown>)[key], rest, replacement) };
}

const malformedJson = fc.constantFrom(
  '{',
  '{"',
  '[1,]',
  '{"a":1}}',
  'nul',
  "{'single': 'quotes'}",
  '{"a":01}',
  '{"a":"\\x"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '\uFEFF{}',
  '{"a":1e999999}',
  '[' .repeat(2_000) + ']'.repeat(2_000),
  `{"s":"${'x'.repeat(70_000)}"}`,
  '"just a string"',
  '42',
  'null',
  'true',
);

interface BodyPart {
  contentType?: string;
  payload?: string;
}

function json(value: unknown): BodyPart {
  return { contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' };
}

/** Bodies for a schema: valid, one field missing, one field too many, one (possibly nested) field hostile, broken JSON. */
function bodyFor(schema: Schema, required: boolean, clean: boolean): fc.Arbitrary<BodyPart> {
  const valid = valueFor(schema);
  if (clean) return valid.map(json);
  const requiredFields = schema.required ?? [];
  const variants: Array<fc.WeightedArbitrary<BodyPart>> = [
    { weight: 4, arbitrary: valid.map(json) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), hostileValue)
        .map(([value, path, replacement]) => json(replaceDeep(value, path, replacement))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, extraFieldName, hostileValue)
        .map(([value, name, extra]) => json(value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value, [name]: extra } : value)),
    },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: malformedJson.map((payload) => ({ contentType: 'application/json', payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat())
        .map(([value, cut]) => {
          const text = JSON.stringify(value) ?? '';
          return { contentType: 'application/json', payload: text.slice(0, cut % Math.max(text.length, 1)) };
        }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1')).map(
        ([value, contentType]) => ({ contentType, payload: JSON.stringify(value) ?? '' }),
      ),
    },
    { weight: 1, arbitrary: fc.constant<BodyPart>({}) },
  ];
  if (requiredFields.length > 0) {
    variants.push({
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...requiredFields)).map(([value, missing]) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[missing];
        return json(copy);
      }),
    });
  }
  if (!required) variants.push({ weight: 1, arbitrary: fc.constant<BodyPart>({}) });
  return fc.oneof(...variants);
}

/** A path segment: the value's text, percent-encoded; now and then a broken escape. */
function pathSegment(parameter: Parameter, clean: boolean): fc.Arbitrary<string> {
  const segment = parameterValue(parameter, clean).map((value) => percentEncode(asText(value)));
  if (clean) return segment;
  return fc.oneof(
    { weight: 8, arbitrary: segment },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '..', '%2F') },
  );
}

/** The query entries of one parameter: absent, once, or repeated (arrays go as repeated keys). */
function queryEntries(parameter: Parameter, clean: boolean): fc.Arbitrary<Array<[string, string]>> {
  const present = parameterValue(parameter, clean).map((value): Array<[string, string]> =>
    Array.isArray(value) && parameter.schema.type === 'array'
      ? value.map((item) => [parameter.name, asText(item)])
      : [[parameter.name, asText(value)]],
  );
  if (clean) return parameter.required ? present : fc.oneof(present, fc.constant<Array<[string, string]>>([]));
  return fc.oneof(
    { weight: parameter.required ? 8 : 3, arbitrary: present },
    { weight: 1, arbitrary: fc.constant<Array<[string, string]>>([]) },
    { weight: 1, arbitrary: fc.tuple(present, present).map(([a, b]) => [...a, ...b]) },
  );
}

function queryString(entries: ReadonlyArray<readonly [string, string]>, brokenEscape: string | null): string {
  const parts = entries.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`);
  if (brokenEscape !== null) parts.push(brokenEscape);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * An arbitrary of requests to one operation, derived from its parameters' and body's schemas: one in three is clean
 * (every part of the shape the document describes, so that it gets past validation to the services and the
 * database), the others fuzzed (any part hostile, missing, repeated, broken or extra).
 */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof({ weight: 2, arbitrary: requestsOfKind(operation, false) }, { weight: 1, arbitrary: requestsOfKind(operation, true) });
}

/** Clean requests to an operation (path, query and headers of the shape the document describes), sent by the member with `body` as JSON. */
export function cleanRequestsWithBody(operation: Operation, body: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(requestsOfKind(operation, true), body).map(([request, value]) => ({
    ...request,
    caller: 'member' as const,
    headers: { ...request.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(value),
  }));
}

function requestsOfKind(operation: Operation, clean: boolean): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const headerParameters = operation.parameters.filter((p) => p.in === 'header');

  const path = fc
    .tuple(...pathParameters.map((parameter) => pathSegment(parameter, clean).map((segment) => [parameter.name, segment] as const)))
    .map((segments) => segments.reduce((url, [name, segment]) => url.replace(`{${name}}`, segment), operation.pathTemplate));

  const query = fc
    .tuple(
      fc.tuple(...queryParameters.map((parameter) => queryEntries(parameter, clean))).map((lists) => lists.flat()),
      clean
        ? fc.constant(null)
        : fc.option(fc.tuple(extraFieldName, hostileValue).map(([name, value]) => [name, asText(value)] as [string, string]), { freq: 6 }),
      clean ? fc.constant(null) : fc.option(fc.constantFrom('page=%zz', '%E0%A4%A=1', 'locale=%ED%A0%80', 'a[b][c]=1', '=', '&&'), { freq: 8 }),
    )
    .map(([entries, extra, broken]) => queryString(extra ? [...entries, extra] : entries, broken));

  const headers = fc
    .tuple(
      ...headerParameters.map((parameter) =>
        (clean && parameter.required
          ? parameterValue(parameter, clean)
          : fc.option(parameterValue(parameter, clean), { freq: parameter.required ? 8 : 2 })
        ).map((value) => (value === null ? null : ([parameter.name, headerSafe(asText(value))] as const))),
      ),
    )
    .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)) as Record<string, string>);

  const body: fc.Arbitrary<BodyPart> = operation.body ? bodyFor(operation.body.schema, operation.body.required, clean) : fc.constant({});

  const caller = fc.constantFrom<Caller>(...(operation.secured ? (['member', 'member', 'guest', 'forged-token'] as const) : (['guest', 'member'] as const)));

  return fc.record({ caller, path, query, headers, body }).map(({ caller: who, path: url, query: search, headers: own, body: part }) => ({
    caller: who,
    method: operation.method,
    url: url + search,
    headers: { ...own, ...(part.contentType ? { 'content-type': part.contentType } : {}) },
    ...(part.payload !== undefined ? { payload: part.payload } : {}),
  }));
}
