// Which folder may import which (ADR 0066), as `no-restricted-imports` blocks for eslint.config.js.
// Specifiers are relative and the rule reads them unresolved, so a pattern names the folder after the
// climb (`../../parent/…`); that is exact while no folder inside an area is named after another area,
// which the test next to this file checks. `import()` is held by the same patterns through
// `no-restricted-syntax`, so a lazy screen cannot cross where a static import may not.

/** Top-level folders of client/src. */
export const CLIENT_AREAS = [
  'app',
  'auth',
  'board',
  'coach',
  'data',
  'lib',
  'parent',
  'pwa',
  'routine-editor',
  'service-worker',
  'session',
  'site',
  'ui',
];

/**
 * The other client folders each client folder may import; the rest are refused. app/ and main.tsx
 * compose the features and may import all of them. These are the directions in use when the rules
 * came in; a direction leaves this table when its last import moves to a neutral place.
 */
export const CLIENT_IMPORTS = {
  auth: ['data', 'lib', 'session', 'ui'],
  board: ['data', 'lib', 'pwa', 'ui'],
  coach: ['data', 'lib', 'routine-editor', 'session', 'ui'],
  data: ['lib'],
  lib: [],
  parent: ['data', 'lib', 'pwa', 'routine-editor', 'session', 'ui'],
  pwa: [],
  'routine-editor': ['data', 'lib', 'ui'],
  'service-worker': [],
  session: ['data', 'lib', 'ui'],
  site: ['lib', 'ui'],
  ui: ['lib'],
};

/** Folders of server/src. app.ts, main.ts and server-processes.ts beside them compose them all. */
export const SERVER_AREAS = [
  'account',
  'analytics',
  'auth',
  'boards',
  'chores',
  'coach',
  'config',
  'consent',
  'content',
  'db',
  'errors',
  'family',
  'health',
  'household',
  'mail',
  'pairing',
  'places',
  'plugins',
  'replication',
  'retention',
  'static',
];

/**
 * The other server folders each server folder may import (ADR 0098): downward only, so the folders form
 * layers with no loop — storage (db/) and the leaves (errors/, config/, mail/) at the bottom, then what a
 * family is (family/, consent/), who is signed in (auth/), who belongs (household/), the boards (pairing/)
 * and sync (replication/), with the account's routes on top. A new direction that would close a loop fails
 * the test beside this file before it can be written.
 */
export const SERVER_IMPORTS = {
  account: ['analytics', 'auth', 'consent', 'db', 'errors', 'family', 'household', 'mail'],
  analytics: ['db', 'errors'],
  auth: ['config', 'db', 'errors', 'mail'],
  boards: ['auth', 'db', 'errors', 'family'],
  chores: ['db', 'errors'],
  coach: ['auth', 'config', 'db', 'errors'],
  config: [],
  consent: ['db', 'errors'],
  content: ['coach', 'db', 'errors', 'family', 'replication'],
  db: ['errors'],
  errors: [],
  family: ['db', 'errors'],
  health: ['db', 'errors'],
  household: ['auth', 'consent', 'db', 'errors', 'family', 'mail'],
  mail: [],
  pairing: ['auth', 'db', 'errors', 'family'],
  places: ['auth', 'errors'],
  plugins: ['auth', 'db', 'errors'],
  replication: ['auth', 'chores', 'consent', 'db', 'errors', 'household', 'pairing', 'retention'],
  retention: ['db', 'errors'],
  static: ['errors'],
};

/** Tests may reach across: a test that proves two sides agree imports both (ADR 0066). */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** How deep a folder's files may sit for the climbs below to be written out. */
export const MAX_DEPTH = 4;

const climbInto = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;

const noServer = {
  regex: climbInto(['server']),
  message: 'The client never imports server code: share it through sync/ (ADR 0066).',
};

/**
 * `no-restricted-imports` reads `import` and `export … from`; the same patterns as selectors on
 * `import()` hold the lazy imports too. A selector's regex may not hold a slash, so each is written `\x2F`.
 */
/** Outside sync/, the contract is `@sync/…` (scripts/path-aliases.js), so no import climbs to it. */
const noClimbToSync = {
  regex: climbInto(['sync']),
  message: 'Import the contract as @sync/… rather than climbing to it (scripts/path-aliases.js).',
};

function restricted(patterns) {
  const lazy = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  }));
  return { 'no-restricted-imports': ['error', { patterns }], 'no-restricted-syntax': ['error', ...lazy] };
}

function clientBlock(area) {
  const allowed = CLIENT_IMPORTS[area];
  const refused = CLIENT_AREAS.filter((other) => other !== area && !allowed.includes(other));
  return {
    files: [`client/src/${area}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: restricted([
      noServer,
      noClimbToSync,
      {
        regex: climbInto(refused),
        message:
          `client/src/${area}/ may import only ${[...allowed, 'sync'].join(', ')} (ADR 0066). ` +
          'Move what two features share to ui/, lib/, data/ or sync/domain/.',
      },
    ]),
  };
}

const noClient = {
  regex: climbInto(['client']),
  message: 'The server never imports client code: share it through sync/ (ADR 0066).',
};

function serverBlock(area) {
  const allowed = SERVER_IMPORTS[area];
  const refused = SERVER_AREAS.filter((other) => other !== area && !allowed.includes(other));
  const only = allowed.length === 0 ? 'no other server folder' : `only ${allowed.join(', ')}`;
  return {
    files: [`server/src/${area}/**/*.ts`],
    ignores: TESTS,
    rules: restricted([
      noClient,
      noClimbToSync,
      ...(refused.length === 0
        ? []
        : [
            {
              regex: climbInto(refused),
              message:
                `server/src/${area}/ may import ${only} (ADR 0098): the server's folders are layers. ` +
                'Move what a lower folder needs down to it, or the composing code up.',
            },
          ]),
    ]),
  };
}

/** sync/ is the contract: zod and itself, at every depth (house-style.md, "The contract is pure"). */
function syncBlocks() {
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [`sync/${'*/'.repeat(depth)}*.ts`],
    ignores: [...TESTS, 'sync/testing/**'],
    rules: restricted([
      {
        regex: '^(?!zod$|\\.)',
        message: 'sync/ imports only zod: no Node, no DOM, no other package (ADR 0066).',
      },
      {
        regex: `^(\\.\\./){${depth + 1}}`,
        message: 'sync/ imports only itself: the client and the server import sync/, never the reverse.',
      },
    ]),
  }));
}

/** Every boundary block, after the general rules so that nothing else sets `no-restricted-imports` here. */
export const boundaries = [
  // app.ts, main.ts and the server's scripts; each folder's block below replaces this one.
  { files: ['server/**/*.ts'], ignores: TESTS, rules: restricted([noClient, noClimbToSync]) },
  ...Object.keys(SERVER_IMPORTS).map(serverBlock),
  // main.tsx, app/ and the build's configuration; each folder's block below replaces this one.
  { files: ['client/**/*.{ts,tsx}'], ignores: TESTS, rules: restricted([noServer, noClimbToSync]) },
  ...Object.keys(CLIENT_IMPORTS).map(clientBlock),
  ...syncBlocks(),
];
