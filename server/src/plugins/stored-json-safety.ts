// What no request may carry, whatever its schema says, because storage refuses it (class 2 of the hardening
// work): Postgres text and jsonb cannot hold the NUL character, a lone UTF-16 surrogate is not text at all,
// and deeply nested JSON exhausts the parser's stack. Checked once at the boundary, for every endpoint, so
// such input is a 400 with a message, never a 500 from the database half-way through a write.

/** Deepest nesting of arrays and objects a request may have; our deepest document nests 4. */
export const MAX_JSON_DEPTH = 32;

// C0 controls other than tab, line feed and carriage return (which multi-line text holds), and lone
// surrogates: a high one not followed by a low one, or a low one not preceded by a high one.
const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a request refused for what its text holds. */
export const CONTROL_CHARACTER_MESSAGE = 'Text cannot contain control characters.';

/** The message of a request refused for its nesting. */
export const TOO_DEEP_MESSAGE = `The request nests deeper than ${MAX_JSON_DEPTH} levels.`;

/** Why `value` (parsed JSON, or a query's values) cannot be stored, or null when it can. */
export function unstorableReason(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? CONTROL_CHARACTER_MESSAGE : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (UNSTORABLE_TEXT.test(key)) return CONTROL_CHARACTER_MESSAGE;
    const reason = unstorableReason(item, depth + 1);
    if (reason !== null) return reason;
  }
  return null;
}
