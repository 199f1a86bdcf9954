// Turns a zod wire schema into the JSON schema RxDB stores documents under (one truth: the zod schema).
// RxDB's dev-mode checks and its ajv validator (draft-07, strict) refuse several things zod emits; each
// rewrite below names the check it satisfies.
import { z } from 'zod';

/** A JSON schema node, as RxDB reads it. */
export type JsonSchemaNode = { [keyword: string]: unknown };

/** Lengths that zod's own patterns already fix, so RxDB's `maxLength` adds no new restriction (P-RXDB-3). */
export const FIXED_LENGTH_FORMATS: Readonly<Record<string, number>> = { uuid: 36, date: 10 };

/** Fields RxDB manages itself and that must not be declared in a collection schema. */
export const RXDB_MANAGED_FIELDS: readonly string[] = ['_deleted'];

const isNode = (value: unknown): value is JsonSchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// RxDB refuses `$ref` (SC40). zod emits one only for a recursive schema (z.json()); such a node is
// inlined once and its recursion becomes `{}` (any JSON value), which zod keeps checking on the wire.
function inlineRefs(value: unknown, definitions: JsonSchemaNode, open: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, definitions, open));
  if (!isNode(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace(/^#\/definitions\//, '');
    const target = definitions[name];
    if (open.includes(name) || !isNode(target)) return {};
    return inlineRefs(target, definitions, [...open, name]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, inlineRefs(child, definitions, open)]),
  );
}

// A walk over schema nodes (not over keyword values such as `enum` lists or `default` values).
function rewrite(node: JsonSchemaNode, depth: number): JsonSchemaNode {
  const result: JsonSchemaNode = {};
  for (const [keyword, value] of Object.entries(node)) {
    // RxDB refuses a truthy `default` below the top level (SC7); the top level keeps it, RxDB fills it in.
    if (keyword === 'default' && depth > 0) continue;
    if (keyword === 'properties' && isNode(value)) {
      result.properties = Object.fromEntries(
        Object.entries(value).map(([field, child]) => [
          field,
          isNode(child) ? rewrite(child, depth + 1) : child,
        ]),
      );
    } else if ((keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'allOf') && Array.isArray(value)) {
      // The branches of a nullable field stand where the field stands: same depth.
      result[keyword] = value.map((branch: unknown) => (isNode(branch) ? rewrite(branch, depth) : branch));
    } else if (
      (keyword === 'items' || keyword === 'additionalProperties' || keyword === 'propertyNames') &&
      isNode(value)
    ) {
      result[keyword] = rewrite(value, depth + 1);
    } else {
      result[keyword] = value;
    }
  }
  const length = typeof node.format === 'string' ? FIXED_LENGTH_FORMATS[node.format] : undefined;
  // RxDB requires maxLength on the primary key (SC39) and on indexed strings (SC34).
  if (length !== undefined && node.type === 'string') result.maxLength = length;
  return result;
}

/** The object schema RxDB gets for a zod wire schema: `properties`, `required`, no RxDB-managed fields. */
export function rxdbObjectSchema(schema: z.ZodType): {
  properties: Record<string, JsonSchemaNode>;
  required: string[];
  additionalProperties: boolean;
} {
  // io 'output': RxDB stores parsed documents (defaults applied, V-DOC-2), so defaulted fields are required
  // and a pipe shows what it produces (routines.startTime: HH:MM). draft-07: what RxDB's ajv speaks.
  const generated = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as JsonSchemaNode;
  const definitions = isNode(generated.definitions) ? generated.definitions : {};
  const inlined = inlineRefs(generated, definitions, []) as JsonSchemaNode;
  // `$schema` and `definitions` are not RxDB schema fields; the top level is rebuilt below.
  const root = rewrite({ properties: inlined.properties }, -1);
  const properties = { ...(root.properties as Record<string, JsonSchemaNode>) };
  for (const field of RXDB_MANAGED_FIELDS) delete properties[field];
  const required = (Array.isArray(inlined.required) ? (inlined.required as string[]) : []).filter(
    (field) => !RXDB_MANAGED_FIELDS.includes(field),
  );
  return { properties, required, additionalProperties: inlined.additionalProperties !== false };
}
