import fc from 'fast-check';
import type * as z from 'zod';

// Arbitraries for the hostile-input suite (docs/benchmarks.md): request bodies a careless or malicious
// caller could send a public POST endpoint. Every body carries the run's marker wherever it can
// hold a string, so the test can prove afterwards that nothing of it was stored or mailed.

/** One request to send: the exact bytes, the content type (none when undefined), a label. */
export interface HostileRequest {
  kind: string;
  body: string | Buffer;
  contentType?: string;
}

/** An endpoint under attack: where it is, the shared schema, and a body that schema accepts. */
export interface HostileTarget {
  name: string;
  path: string;
  schema: z.ZodType;
  validBody: Record<string, unknown>;
}

/** A JSON fragment written as is, so keys like __proto__ reach the server as they were typed. */
class RawJson {
  constructor(readonly text: string) {}
}

type Entry = [key: string, value: unknown];

function serialize(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${serialize(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object as a list of entries, so duplicate and prototype keys survive into the JSON. */
const serializeEntries = (entries: Entry[]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${serialize(value)}`).join(',')}}`;

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Short strings no validator should trip over: controls, bidi, zero-width, injections. */
const nastyConstants = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u001f\u007f',
  '\r\n\r\n',
  '\u202e\u202d',
  '\u200b\u200c\u200d\ufeff',
  '🦄👨‍👩‍👧‍👦🏳️‍🌈',
  'ﷺ𒐫𒈙',
  'Z̸̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅',
  '%00%0d%0a',
  '../../../../etc/passwd',
  "' OR '1'='1' --",
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '<script>window.__xss&&window.__xss()</script>',
  'NaN',
  'undefined',
  '[object Object]',
  '__proto__',
);

/** Any text an attacker might type, always carrying the marker. */
export function hostileString(marker: string): fc.Arbitrary<string> {
  return fc
    .oneof(
      nastyConstants,
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.array(loneSurrogate, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')),
    )
    .map((text) => `${marker}${text}`);
}

/**
 * Text longer than any field of any public form allows (the longest, a cover letter, takes
 * 8,000 characters), in multi-byte scripts too.
 */
export function hugeString(marker: string): fc.Arbitrary<string> {
  return fc
    .record({
      unit: fc.constantFrom('a', 'ॐ', '😀', '\u0000', 'é'),
      length: fc.integer({ min: 8_001, max: 40_000 }),
    })
    .map(({ unit, length }) => marker + unit.repeat(length));
}

/** A value of the wrong JSON type for a text, enum or object field. */
export function wrongType(marker: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.constant(marker), { minLength: 1, maxLength: 3 }),
    fc.constant({ toString: marker, valueOf: marker }),
    fc.constant(new RawJson('1e999')),
    fc.constant(new RawJson('-0')),
    fc.constant(new RawJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)),
  );
}

/** Keys that would pollute Object.prototype if the server merged bodies carelessly. */
function pollutionEntry(marker: string): fc.Arbitrary<Entry> {
  return fc
    .record({
      key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'),
      value: fc.constantFrom(
        new RawJson(`{"polluted":"${marker}","isAdmin":true,"status":"confirmed"}`),
        new RawJson(`{"prototype":{"polluted":"${marker}"}}`),
        new RawJson(`{"__proto__":{"polluted":"${marker}"}}`),
        `${marker}`,
        new RawJson('null'),
      ),
    })
    .map(({ key, value }): Entry => [key, value]);
}

/** Fields nobody asked for: random names, pollution keys, and ids or states the server owns. */
function extraEntries(marker: string): fc.Arbitrary<Entry[]> {
  const extra = fc.oneof(
    pollutionEntry(marker),
    fc.tuple(fc.string({ unit: 'binary', maxLength: 20 }), hostileString(marker)),
    fc.tuple(
      fc.constantFrom('id', 'pk', 'sk', 'status', 'createdAt', 'amountPaise', 'seatsTaken'),
      fc.oneof(hostileString(marker), fc.integer()),
    ),
  );
  return fc.array(extra, { maxLength: 4 });
}

type Mutation = (entries: Entry[]) => Entry[];

/** One change to a body that is likely (not certain) to make it invalid. */
function mutation(keys: string[], marker: string): fc.Arbitrary<Mutation> {
  const key = fc.constantFrom(...keys);
  const replace =
    (name: string, value: unknown): Mutation =>
    (entries) =>
      entries.map(([entryKey, entryValue]) => [entryKey, entryKey === name ? value : entryValue]);
  return fc.oneof(
    key.map(
      (name): Mutation =>
        (entries) =>
          entries.filter(([entryKey]) => entryKey !== name),
    ),
    fc.tuple(key, wrongType(marker)).map(([name, value]) => replace(name, value)),
    fc.tuple(key, hostileString(marker)).map(([name, value]) => replace(name, value)),
    fc.tuple(key, hugeString(marker)).map(([name, value]) => replace(name, value)),
    // The valid value first, then a bad one under the same key: JSON.parse keeps the last.
    fc
      .tuple(key, wrongType(marker))
      .map(([name, value]): Mutation => (entries) => [...entries, [name, value]]),
  );
}

const jsonContentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  undefined,
);

/** Content types a JSON API must not take at their word. */
export const nonJsonContentType = fc.constantFrom(
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----hostile',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'image/png',
  'application/jsonx',
  'json',
);

const anyContentType = fc.oneof(jsonContentTypes, nonJsonContentType);

/**
 * JSON objects shaped like the target's body with one to three things wrong, plus extra fields,
 * kept only when the target's own schema refuses them: each is malformed by our contract.
 */
export function malformedObject(
  target: HostileTarget,
  marker: string,
): fc.Arbitrary<HostileRequest> {
  const keys = Object.keys(target.validBody);
  return fc
    .record({
      mutations: fc.array(mutation(keys, marker), { minLength: 1, maxLength: 3 }),
      extras: extraEntries(marker),
      contentType: anyContentType,
    })
    .map(({ mutations, extras, contentType }) => {
      const entries = mutations.reduce(
        (current, mutate) => mutate(current),
        Object.entries(target.validBody) as Entry[],
      );
      return {
        kind: 'malformed object',
        body: serializeEntries([...entries, ...extras]),
        contentType,
      };
    })
    .filter((request) => !acceptedBy(target.schema, JSON.parse(request.body as string)));
}

/** A schema that throws instead of refusing has a bug the server must show as a 5xx: keep those. */
function acceptedBy(schema: z.ZodType, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

/** Bodies that are not a JSON object at all: broken JSON, other JSON values, bytes, nothing. */
export function notAnObject(target: HostileTarget, marker: string): fc.Arbitrary<HostileRequest> {
  const valid = JSON.stringify(target.validBody);
  const text = fc.oneof(
    // Broken JSON.
    fc.integer({ min: 1, max: valid.length - 1 }).map((end) => valid.slice(0, end)),
    fc.constantFrom(
      `{"name": "${marker}",}`,
      `{'name': '${marker}'}`,
      `{"name": "${marker}"}{"name": "${marker}"}`,
      `\ufeff${valid}`,
      `${valid}garbage${marker}`,
      `{"name": "${marker}\u0000`,
      `{"name": "${marker}\\ud800\\u00"}`,
      `name=${marker}&email=${marker}%40example.com`,
      `<contact><name>${marker}</name></contact>`,
      'undefined',
      'NaN',
      // Parses, but as an object 20,000 levels deep.
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    ),
    hostileString(marker),
    // JSON, but not an object.
    fc.constantFrom(
      'null',
      'true',
      '0',
      '-1e999',
      '[]',
      `"${marker}"`,
      `[${valid}]`,
      `[${valid},${valid}]`,
    ),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify([marker, value])),
    // A JSON object in a string.
    fc.constant(JSON.stringify(valid)),
  );
  return fc.oneof(
    fc.record({ body: text, contentType: anyContentType }).map(({ body, contentType }) => ({
      kind: 'broken JSON or not an object',
      body,
      contentType,
    })),
    fc
      .record({ body: fc.constant(''), contentType: anyContentType })
      .map(({ body, contentType }) => ({
        kind: 'empty',
        body,
        contentType,
      })),
    // Bytes that are not UTF-8 at all, as a misconfigured client might send a file.
    fc
      .record({
        bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
        contentType: anyContentType,
      })
      .map(({ bytes, contentType }) => ({
        kind: 'raw bytes',
        body: Buffer.concat([Buffer.from(marker), Buffer.from([0xff, 0xfe, 0xc0]), bytes]),
        contentType,
      })),
  );
}

/** The error shape of docs/architecture.md §4: an `error` message, and `fieldErrors` only as field → message. */
export function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { error, fieldErrors, ...rest } = body as Record<string, unknown>;
  if (typeof error !== 'string' || error.trim() === '' || Object.keys(rest).length) return false;
  if (fieldErrors === undefined) return true;
  return (
    typeof fieldErrors === 'object' &&
    fieldErrors !== null &&
    !Array.isArray(fieldErrors) &&
    Object.values(fieldErrors).every((message) => typeof message === 'string' && message !== '')
  );
}
