// Values for property tests, generated from a zod schema's JSON Schema: the same truth the forms, the server
// and RxDB read, so a field added to a schema is generated without touching the tests. What JSON Schema
// cannot say (refinements, pipes) is left to the caller's filter (`schema.safeParse`) or an override.
import fc from 'fast-check';
import { z } from 'zod';

type Node = { [keyword: string]: unknown };

/** Arbitraries to use instead of the derived one, by property name (wherever it appears). */
export type ArbitraryOverrides = Readonly<Record<string, fc.Arbitrary<unknown>>>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A calendar day from year 1 to 9999, as YYYY-MM-DD. */
export const calendarDateArbitrary = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/**
 * An instant as ISO 8601 with a zone designator, in the shapes writers use: `Z` or an offset, with 0 to 6
 * decimals of a second.
 */
export const timestampArbitrary = fc
  .record({
    instant: fc.date({
      min: new Date('0001-01-02T00:00:00Z'),
      max: new Date('9999-12-30T00:00:00Z'),
      noInvalidDate: true,
    }),
    offsetMinutes: fc.oneof(fc.constant(0), fc.integer({ min: -12 * 60, max: 14 * 60 })),
    decimals: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ instant, offsetMinutes, decimals }) => {
    const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString();
    const whole = local.slice(0, 19);
    // Past milliseconds, the extra digits are made up: storage must keep them or the schema refuse them.
    const fraction = decimals === 0 ? '' : `.${`${local.slice(20, 23)}999`.slice(0, decimals)}`;
    if (offsetMinutes === 0) return `${whole}${fraction}Z`;
    const sign = offsetMinutes < 0 ? '-' : '+';
    const size = Math.abs(offsetMinutes);
    return `${whole}${fraction}${sign}${pad(Math.floor(size / 60), 2)}:${pad(size % 60, 2)}`;
  });

/** Text as people type it: any characters, emoji and accents included, up to a little past most bounds. */
const textArbitrary = fc.string({ unit: 'grapheme', maxLength: 90 });

function stringArbitrary(node: Node): fc.Arbitrary<unknown> {
  if (node.format === 'uuid') return fc.uuid({ version: [4, 7] });
  if (node.format === 'date') return calendarDateArbitrary;
  if (node.format === 'date-time') return timestampArbitrary;
  if (typeof node.pattern === 'string' && node.pattern.startsWith('^')) {
    return fc.stringMatching(new RegExp(node.pattern));
  }
  return textArbitrary;
}

function numberArbitrary(node: Node): fc.Arbitrary<unknown> {
  const exclusiveMin = typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum : undefined;
  const min = typeof node.minimum === 'number' ? node.minimum : exclusiveMin;
  const max = typeof node.maximum === 'number' ? node.maximum : undefined;
  if (node.type === 'integer') {
    return fc.integer({
      min: Math.max(INT_MIN, exclusiveMin === undefined ? (min ?? INT_MIN) : exclusiveMin + 1),
      max: Math.min(INT_MAX, max ?? INT_MAX),
    });
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min === undefined ? {} : { min, minExcluded: exclusiveMin !== undefined }),
    ...(max === undefined ? {} : { max }),
  });
}

function arbitraryOf(node: Node, overrides: ArbitraryOverrides): fc.Arbitrary<unknown> {
  if (Array.isArray(node.anyOf)) {
    return fc.oneof(...node.anyOf.filter(isNode).map((branch) => arbitraryOf(branch, overrides)));
  }
  if (Array.isArray(node.type)) {
    // `type: ['string', 'null']`: one branch per type, each with the node's other keywords.
    return fc.oneof(...node.type.map((type: unknown) => arbitraryOf({ ...node, type }, overrides)));
  }
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  if ('const' in node) return fc.constant(node.const);
  switch (node.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberArbitrary(node);
    case 'string':
      return stringArbitrary(node);
    case 'array': {
      const items = isNode(node.items) ? arbitraryOf(node.items, overrides) : fc.jsonValue({ maxDepth: 2 });
      const minLength = typeof node.minItems === 'number' ? node.minItems : 0;
      const maxLength = Math.max(
        minLength,
        Math.min(typeof node.maxItems === 'number' ? node.maxItems : 4, 4),
      );
      return fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) });
    }
    case 'object': {
      const properties = isNode(node.properties) ? node.properties : {};
      if (Object.keys(properties).length === 0) {
        return fc.dictionary(textArbitrary, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      }
      const required = Array.isArray(node.required) ? (node.required as string[]) : [];
      const fields = Object.fromEntries(
        Object.entries(properties).map(([name, child]) => [
          name,
          overrides[name] ?? (isNode(child) ? arbitraryOf(child, overrides) : fc.jsonValue({ maxDepth: 2 })),
        ]),
      );
      return fc.record(fields, { requiredKeys: required });
    }
    default:
      // `{}`: any JSON value (z.json()).
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Objects shaped by `schema`'s JSON Schema (as the schema takes them in, defaults optional), with
 * `overrides` used for the properties they name. Filter with `schema.safeParse` for the refinements.
 */
export function arbitraryFromSchema(
  schema: z.ZodType,
  overrides: ArbitraryOverrides = {},
): fc.Arbitrary<Record<string, unknown>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  return arbitraryOf(json, overrides) as fc.Arbitrary<Record<string, unknown>>;
}
