// What a careless or hostile client can send in each part of a request. Each value carries a short name, so
// that a failing case prints as a few words instead of a 100 KB string.
import fc from 'fast-check';

/** A value to send, and the name a failure report shows for it. */
export class Hostile<T = unknown> {
  constructor(
    readonly name: string,
    readonly value: T,
  ) {}

  [fc.toStringMethod](): string {
    return this.name;
  }
}

const named = <T>(entries: Record<string, T>) =>
  Object.entries(entries).map(([name, value]) => new Hostile(name, value));

/** `{a:{a:…}}` or `[[…]]`, `depth` levels deep. */
export function nested(depth: number, shape: 'object' | 'array'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = shape === 'object' ? { a: value } : [value];
  return value;
}

const ALL_C0 = String.fromCharCode(...Array.from({ length: 32 }, (_, code) => code));

/** Strings that storage, logs or a regular expression may choke on. */
const HOSTILE_STRINGS = named({
  'empty string': '',
  'blank string': ' \t ',
  NUL: '\u0000',
  'text with a NUL': 'Mia\u0000',
  'every C0 control': ALL_C0,
  'lone high surrogate': '\uD800',
  'lone low surrogate in text': 'a\uDFFFb',
  'right-to-left override': '\u202Eevil',
  'zero-width joiners': '\u200D\u200D\u200D',
  emoji: '😀👨‍👩‍👧',
  '100 KB of x': 'x'.repeat(100_001),
  '100 KB of NULs': '\u0000'.repeat(100_001),
  '100 KB of emoji': '😀'.repeat(50_001),
  'path traversal': '../../../../etc/passwd',
  'SQL quote': "'; drop table users; --",
  HTML: '<script>alert(1)</script>',
  __proto__: '__proto__',
  'percent NUL': '%00',
  'NaN as a string': 'NaN',
  'Infinity as a string': 'Infinity',
  '1e308 as a string': '1e308',
  'hex number string': '0x10',
  'padded number string': ' 7 ',
  'nil uuid': '00000000-0000-0000-0000-000000000000',
  'max uuid': 'ffffffff-ffff-ffff-ffff-ffffffffffff',
});

/** Dates and times that are malformed, impossible, or beyond what a timestamp column holds. */
const HOSTILE_DATES = named({
  'year zero': '0000-01-01',
  'year 99999': '99999-01-01',
  '30 February': '2024-02-30',
  'month 13': '2024-13-01',
  'year zero timestamp': '0000-01-01T00:00:00.000Z',
  'year 9999 end': '9999-12-31T23:59:59.999Z',
  'year +275760': '+275760-09-13T00:00:00.000Z',
  'year -271821': '-271821-04-20T00:00:00.000Z',
  'year -000001': '-000001-01-01T00:00:00.000Z',
  '30 February timestamp': '2024-02-30T00:00:00.000Z',
  'hour 25': '2024-01-01T25:00:00.000Z',
  'leap second': '2016-12-31T23:59:60.000Z',
  'offset +99:99': '2024-01-01T00:00:00+99:99',
  'epoch milliseconds as a string': '1700000000000',
});

/** Numbers at and past the edges of the integer and float types a column or a schema may assume. */
const HOSTILE_NUMBERS = named({
  'minus one': -1,
  zero: 0,
  'minus zero': -0,
  'a half': 0.5,
  '2**31': 2 ** 31,
  '-(2**31) - 1': -(2 ** 31) - 1,
  '2**53 + 2': 2 ** 53 + 2,
  '2**63': 2 ** 63,
  '1e308': 1e308,
  '-1e308': -1e308,
  'smallest double': 5e-324,
});

/** Values of every JSON type, for a field that expects one of them. */
const WRONG_TYPES = named({
  null: null,
  true: true,
  false: false,
  'empty array': [],
  'empty object': {},
  'array of nulls': [null, null],
  'object with __proto__': JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  'object with constructor': { constructor: { prototype: { polluted: true } } },
  '40-deep object': nested(40, 'object'),
  '40-deep array': nested(40, 'array'),
  '2000-deep array': nested(2000, 'array'),
  '10 000 empty objects': Array.from({ length: 10_000 }, () => ({})),
});

const generatedString = fc
  .string({ unit: 'binary', maxLength: 24 })
  .map((text) => new Hostile(`generated string ${JSON.stringify(text)}`, text));
const generatedNumber = fc
  .oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
  .map((number) => new Hostile(`generated number ${number}`, number));
const generatedValue = fc
  .anything({ maxDepth: 3, maxKeys: 4, withNullPrototype: true })
  .map((value) => new Hostile(`generated value ${fc.stringify(value)}`, value));

/** A value for one JSON field (or a whole JSON body): named edge cases, and generated ones. */
export const hostileJson: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_DATES) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: generatedString },
  { weight: 1, arbitrary: generatedNumber },
  { weight: 1, arbitrary: generatedValue },
);

/** Keys that a body should not have, or that a careless merge would act on. */
export const hostileKey: fc.Arbitrary<Hostile<string>> = fc.constantFrom(
  ...named({
    __proto__: '__proto__',
    constructor: 'constructor',
    id: 'id',
    familyId: 'familyId',
    _deleted: '_deleted',
    'empty key': '',
    'NUL key': '\u0000',
    'long key': 'k'.repeat(10_000),
  }),
);

/** Path segments and query values, as they appear in the URL (already percent-encoded where needed). */
export const HOSTILE_URL_TEXT = named({
  'dot dot': '..',
  'encoded traversal': '..%2F..%2Fetc%2Fpasswd',
  'percent NUL': '%00',
  'double-encoded NUL': '%2500',
  'lone percent': '%',
  'invalid UTF-8 byte': '%FF',
  'overlong slash': '%C0%AF',
  'encoded lone surrogate': '%ED%A0%80',
  'encoded emoji': '%F0%9F%98%80',
  'encoded right-to-left override': '%E2%80%AE',
  'encoded space': '%20',
  plus: '+',
  'encoded hash': '%23',
  'encoded brackets': '%5B%5D',
  semicolon: ';',
  'very long': 'a'.repeat(10_000),
  'minus one': '-1',
  '1e308': '1e308',
  NaN: 'NaN',
  'nil uuid': '00000000-0000-0000-0000-000000000000',
  'upper-case uuid': '0190B7A0-0000-7000-8000-000000000003',
  __proto__: '__proto__',
  constructor: 'constructor',
  toString: 'toString',
  hasOwnProperty: 'hasOwnProperty',
  'a collection with a NUL': 'children%00',
  'a collection in capitals': 'CHILDREN',
  'a collection with an extension': 'children.json',
});

/** A path segment or query value: named edge cases, and generated text percent-encoded. */
export const hostileUrlText: fc.Arbitrary<Hostile<string>> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_URL_TEXT) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'grapheme', maxLength: 16 })
      .map((text) => new Hostile(`generated ${JSON.stringify(text)}`, encodeURIComponent(text))),
  },
);

/** A body with the wrong content type, or no valid JSON. `undefined` content type sends none. */
export interface RawBody {
  contentType: string | undefined;
  payload: string;
}

/** Bodies that are not, or not only, a JSON document, and the content types that lie about them. */
export function rawBodies(validJson: string): Hostile<RawBody>[] {
  return named<RawBody>({
    'JSON as text/plain': { contentType: 'text/plain', payload: validJson },
    'a form': { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&password=x' },
    multipart: { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\nhello\r\n--x--' },
    'no content type': { contentType: undefined, payload: validJson },
    'JSON in capitals': { contentType: 'APPLICATION/JSON', payload: validJson },
    'JSON in latin1': { contentType: 'application/json; charset=latin1', payload: validJson },
    'JSON patch': { contentType: 'application/json-patch+json', payload: validJson },
    'cut-off JSON': { contentType: 'application/json', payload: validJson.slice(0, -1) },
    'empty JSON body': { contentType: 'application/json', payload: '' },
    'JSON null': { contentType: 'application/json', payload: 'null' },
    'a JSON string': { contentType: 'application/json', payload: '"hello"' },
    'a JSON number': { contentType: 'application/json', payload: '1e999' },
    'a byte order mark': { contentType: 'application/json', payload: `\uFEFF${validJson}` },
    'duplicate keys': { contentType: 'application/json', payload: '{"a":1,"a":2}' },
    'a __proto__ key': { contentType: 'application/json', payload: '{"__proto__":{"polluted":true}}' },
    'an escaped NUL': { contentType: 'application/json', payload: '{"name":"\\u0000"}' },
    'an escaped lone surrogate': { contentType: 'application/json', payload: '{"name":"\\ud800"}' },
    '50 000-deep array': {
      contentType: 'application/json',
      payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    },
    'over a megabyte': { contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
  });
}

/** Header values a client can really send (HTTP forbids control characters in them). */
export const HOSTILE_HEADER_TEXT = named({
  empty: '',
  'minus one': '-1',
  zero: '0',
  'a fraction': '1.5',
  NaN: 'NaN',
  'huge number': '9'.repeat(400),
  'very long': 'h'.repeat(8_000),
  latin1: 'ÿþý',
  'quotes and semicolons': '";=;,"',
});
