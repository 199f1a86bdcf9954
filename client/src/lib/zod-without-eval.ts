// Imported first by the app's entry (client/src/main.tsx), before any schema parses. zod 4 compiles a
// fast parser for object schemas with `new Function` once it has seen that the page allows it, and it
// finds out by trying: under Brightday's Content-Security-Policy, which allows no eval (ADR 0054), the
// probe is refused and the browser reports a violation. Jitless, zod never tries; the parsers it
// interprets instead give the same results. Only zod's settings are imported here (the one object every
// schema reads them from), not the library: a screen that parses nothing does not wait for it (ADR 0076).
import { config } from 'zod/v4/core';

config({ jitless: true });
