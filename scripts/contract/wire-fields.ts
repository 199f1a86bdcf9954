// What `npm run contract:refresh` says in protocol/CHANGELOG.md when the wire changes. The wire's fields are
// kept, one line each, in sync/protocol/wire-fields.snapshot.json; the refresh compares them with the
// contract's and drafts the entry. A field added with a default is the one change it can describe whole
// (older clients leave it out and are still served, P-WIRE-1); anything else is listed for a person to
// explain, under the line they must replace.
import { stableStringify } from '@sync/protocol/stable-hash';
import type { wireDescription } from '@sync/protocol/wire-description';

/** Where the wire's fields are kept, from the repository's root. */
export const WIRE_FIELDS_FILE = 'sync/protocol/wire-fields.snapshot.json';

/** Each collection's and message's fields: whether a sender may leave it out, and its schema as received. */
export type WireFields = Record<string, Record<string, string>>;

interface JsonObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

function fieldsOf(described: { input: unknown; output: unknown }): Record<string, string> {
  const input = described.input as JsonObjectSchema;
  const output = described.output as JsonObjectSchema;
  const required = new Set(input.required ?? []);
  return Object.fromEntries(
    Object.entries(output.properties ?? {})
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([field, schema]) => [
        field,
        `${required.has(field) ? 'required' : 'optional'} ${stableStringify(schema)}`,
      ]),
  );
}

/** The wire's fields, by `collection <name>` and `message <name>`. */
export function wireFields(description: ReturnType<typeof wireDescription>): WireFields {
  const objects: WireFields = {};
  for (const [name, described] of Object.entries(description.collections))
    objects[`collection ${name}`] = fieldsOf(described);
  for (const [name, described] of Object.entries(description.messages))
    objects[`message ${name}`] = fieldsOf(described);
  return objects;
}

/** The snapshot file's text. */
export function renderWireFields(fields: WireFields): string {
  return `${JSON.stringify(fields, null, 2)}\n`;
}

/** One difference between two states of the wire, and whether clients of the version before still work. */
export interface WireChange {
  sentence: string;
  /** A field a sender may leave out, added: older clients neither send nor need it. */
  additive: boolean;
}

const code = (text: string) => `\`${text}\``;

// `collection magicRewards` → `magicRewards`; `message pushRowSchema` → the message `pushRowSchema`.
function nameOf(object: string): string {
  const [kind, name = ''] = object.split(' ');
  return kind === 'collection' ? code(name) : `the ${kind} ${code(name)}`;
}

// `optional {"default":"","type":"string"}` → `(default "")`, the part of a new field a reader needs.
function defaultOf(line: string): string {
  const schema = JSON.parse(line.slice(line.indexOf(' ') + 1)) as { default?: unknown };
  return schema.default === undefined ? 'optional' : `default ${code(JSON.stringify(schema.default))}`;
}

/** What changed from `before` to `after`, object by object and field by field. */
export function wireChanges(before: WireFields, after: WireFields): WireChange[] {
  const changes: WireChange[] = [];
  for (const [object, fields] of Object.entries(after)) {
    const earlier = before[object];
    const name = nameOf(object);
    if (earlier === undefined) {
      // A new collection: older clients never ask for it. A new message needs a person to say who sends it.
      changes.push({ sentence: `${name} is new.`, additive: object.startsWith('collection ') });
      continue;
    }
    for (const [field, line] of Object.entries(fields)) {
      const was = earlier[field];
      if (was === undefined)
        changes.push(
          line.startsWith('optional ')
            ? { sentence: `${name} gains ${code(field)} (${defaultOf(line)}).`, additive: true }
            : { sentence: `${name} gains ${code(field)}, which a sender must give.`, additive: false },
        );
      else if (was !== line) changes.push({ sentence: `${name}: ${code(field)} changed.`, additive: false });
    }
    for (const field of Object.keys(earlier))
      if (fields[field] === undefined)
        changes.push({ sentence: `${name} no longer carries ${code(field)}.`, additive: false });
  }
  for (const object of Object.keys(before))
    if (after[object] === undefined)
      changes.push({ sentence: `${nameOf(object)} is gone.`, additive: false });
  return changes;
}

/**
 * The CHANGELOG paragraph for `changes`. Additive changes alone are described whole; otherwise the paragraph
 * starts with `placeholder`, which a person replaces with what changed and whether older clients are served.
 */
export function changelogEntry(changes: readonly WireChange[], version: number, placeholder: string): string {
  const sentences = changes.map((change) => change.sentence.replace(/^the /, 'The '));
  if (changes.every((change) => change.additive))
    return (
      `Also in ${version}, additive (older clients are still served): ${sentences.join(' ')} A document an ` +
      'older client writes still parses and gets the default; an older app that saves one may put the default ' +
      'back (the app offers its update as soon as it is online).'
    );
  return [placeholder, ...sentences.map((sentence) => `- ${sentence}`)].join('\n');
}
