// The import boundaries of eslint.config.js (ADR 0066) bite: each is tried on a snippet placed where it
// applies. Type-aware rules are switched off so that a snippet needs no file on disk.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { CLIENT_AREAS, CLIENT_IMPORTS, MAX_DEPTH, SERVER_AREAS, SERVER_IMPORTS } from './boundaries.js';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** How a snippet reaches a specifier: an `export … from` line, or a lazy `import()`. */
const importLines = {
  static: (from: string, index: number) => `export { default as a${index} } from '${from}';`,
  lazy: (from: string, index: number) => `export const a${index} = () => import('${from}');`,
};

/** The lines of `imports` (one specifier a line) that the boundary rule refuses in a file at `filePath`. */
async function refusedLines(
  filePath: string,
  imports: readonly string[],
  how: keyof typeof importLines = 'static',
): Promise<number[]> {
  const code = imports.map(importLines[how]).join('\n');
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).map((message) => {
    expect(message.ruleId, message.message).toBe(
      how === 'static' ? 'no-restricted-imports' : 'no-restricted-syntax',
    );
    return message.line;
  });
}

const allLines = (imports: readonly string[]) => imports.map((_, index) => index + 1);

describe('sync/, the contract', () => {
  it('refuses any package but zod, Node built-ins included, loaded eagerly or lazily', async () => {
    const imports = ['node:fs', 'react', 'fast-check', 'kysely'];
    expect(await refusedLines('sync/domain/rule.ts', imports)).toEqual(allLines(imports));
    expect(await refusedLines('sync/domain/rule.ts', imports, 'lazy')).toEqual(allLines(imports));
  });

  it('refuses a climb out of sync/ at every depth, into the client, the server or anywhere else', async () => {
    expect(await refusedLines('sync/rule.ts', ['../client/src/lib/device', '../package.json'])).toEqual([
      1, 2,
    ]);
    expect(await refusedLines('sync/domain/rule.ts', ['../../server/src/app', '../../tests/x'])).toEqual([
      1, 2,
    ]);
    expect(await refusedLines('sync/a/b/c/rule.ts', ['../../../../client/src/x'])).toEqual([1]);
  });

  it('takes zod and its own files', async () => {
    expect(await refusedLines('sync/domain/rule.ts', ['zod', './days', '../schemas/routine'])).toEqual([]);
  });

  it('lets its test support use fast-check, and its tests use vitest and Node', async () => {
    expect(await refusedLines('sync/testing/arbitrary.ts', ['fast-check'])).toEqual([]);
    expect(await refusedLines('sync/domain/rule.test.ts', ['vitest', 'node:fs'])).toEqual([]);
  });
});

describe('the two sides', () => {
  it('refuse server code in the client, from a feature, the app shell or the build configuration', async () => {
    expect(await refusedLines('client/src/board/x.ts', ['../../../server/src/app'])).toEqual([1]);
    expect(await refusedLines('client/src/app/routes.tsx', ['../../../server/src/app'])).toEqual([1]);
    expect(await refusedLines('client/vite.config.ts', ['../server/src/config/env'])).toEqual([1]);
  });

  it('refuse client code in the server, and let both take sync/', async () => {
    expect(await refusedLines('server/src/static/x.ts', ['../../../client/src/lib/device'])).toEqual([1]);
    expect(await refusedLines('server/src/static/x.ts', ['../../../client/src/lib/device'], 'lazy')).toEqual([
      1,
    ]);
    expect(await refusedLines('server/src/static/x.ts', ['@sync/protocol/app-shell-paths'])).toEqual([]);
    expect(await refusedLines('client/src/board/x.ts', ['@sync/schemas/routine'])).toEqual([]);
  });
});

describe('the contract by its alias', () => {
  it('refuses a climb to sync/ from the server, a client folder or the app shell, eagerly or lazily', async () => {
    const places = ['server/src/replication/x.ts', 'client/src/parent/sub/x.tsx', 'client/src/app/x.tsx'];
    for (const place of places) {
      const climb = `${'../'.repeat(place.split('/').length - 1)}sync/domain/x`;
      expect(await refusedLines(place, [climb]), place).toEqual([1]);
      expect(await refusedLines(place, [climb], 'lazy'), place).toEqual([1]);
    }
  });
});

describe('the client folders', () => {
  for (const [area, allowed] of Object.entries(CLIENT_IMPORTS)) {
    const refused = CLIENT_AREAS.filter((other) => other !== area && !allowed.includes(other));

    it(`client/src/${area}/ refuses ${refused.join(', ')}, from its own files and from its subfolders`, async () => {
      const fromTop = refused.map((other) => `../${other}/x`);
      expect(await refusedLines(`client/src/${area}/x.tsx`, fromTop)).toEqual(allLines(fromTop));
      const fromSub = refused.map((other) => `../../${other}/x`);
      expect(await refusedLines(`client/src/${area}/sub/x.ts`, fromSub)).toEqual(allLines(fromSub));
    });

    it(`client/src/${area}/ refuses the same folders through a lazy import()`, async () => {
      const fromTop = refused.map((other) => `../${other}/x`);
      expect(await refusedLines(`client/src/${area}/x.tsx`, fromTop, 'lazy')).toEqual(allLines(fromTop));
      const fromSub = refused.map((other) => `../../${other}/x`);
      expect(await refusedLines(`client/src/${area}/sub/x.ts`, fromSub, 'lazy')).toEqual(allLines(fromSub));
    });

    it(`client/src/${area}/ takes ${[...allowed, 'itself'].join(', ')}`, async () => {
      const imports = [...allowed.map((other) => `../${other}/x`), './x', '@sync/domain/x'];
      expect(await refusedLines(`client/src/${area}/x.ts`, imports)).toEqual([]);
      expect(await refusedLines(`client/src/${area}/x.ts`, imports, 'lazy')).toEqual([]);
    });
  }

  it('keep the features apart where nothing crosses today, and keep ui/, lib/ and data/ free of features', async () => {
    const cases: [string, string][] = [
      ['board', 'coach'],
      ['coach', 'board'],
      ['coach', 'parent'],
      ['routine-editor', 'parent'],
      ['routine-editor', 'auth'],
      ['parent', 'coach'],
      ['parent', 'auth'],
      ['coach', 'auth'],
      ['session', 'parent'],
      ['session', 'auth'],
      ['site', 'parent'],
      ['site', 'board'],
      ['auth', 'board'],
      ['ui', 'parent'],
      ['lib', 'board'],
      ['data', 'parent'],
    ];
    for (const [from, to] of cases) {
      expect(await refusedLines(`client/src/${from}/x.ts`, [`../${to}/x`]), `${from} → ${to}`).toEqual([1]);
      expect(
        await refusedLines(`client/src/${from}/x.ts`, [`../${to}/x`], 'lazy'),
        `${from} → ${to}`,
      ).toEqual([1]);
    }
  });

  it('let a test reach across, to prove that two features agree', async () => {
    expect(await refusedLines('client/src/ui/x.test.tsx', ['../board/x', '../parent/x'])).toEqual([]);
  });
});

/** The loops of an import table (each as its folders), found by walking every path from every folder. */
function loopsOf(table: Readonly<Record<string, readonly string[]>>): string[][] {
  const loops: string[][] = [];
  const walk = (path: string[]) => {
    for (const next of table[path.at(-1) ?? ''] ?? []) {
      if (next === path[0]) loops.push([...path, next]);
      else if (!path.includes(next) && next > path[0]!) walk([...path, next]);
    }
  };
  for (const start of Object.keys(table)) walk([start]);
  return loops;
}

describe('the server folders', () => {
  for (const [area, allowed] of Object.entries(SERVER_IMPORTS)) {
    const refused = SERVER_AREAS.filter((other) => other !== area && !allowed.includes(other));
    if (refused.length === 0) continue;

    it(`server/src/${area}/ refuses ${refused.join(', ')}, eagerly or lazily, from its files and subfolders`, async () => {
      const fromTop = refused.map((other) => `../${other}/x`);
      expect(await refusedLines(`server/src/${area}/x.ts`, fromTop)).toEqual(allLines(fromTop));
      expect(await refusedLines(`server/src/${area}/x.ts`, fromTop, 'lazy')).toEqual(allLines(fromTop));
      const fromSub = refused.map((other) => `../../${other}/x`);
      expect(await refusedLines(`server/src/${area}/sub/x.ts`, fromSub)).toEqual(allLines(fromSub));
    });
  }

  it('let each folder take the folders below it, itself and the contract', async () => {
    for (const [area, allowed] of Object.entries(SERVER_IMPORTS)) {
      const imports = [...allowed.map((other) => `../${other}/x`), './x', '@sync/domain/x'];
      expect(await refusedLines(`server/src/${area}/x.ts`, imports), area).toEqual([]);
    }
  });

  it('are layers: no folder reaches itself again through the folders it may import', () => {
    expect(loopsOf(SERVER_IMPORTS)).toEqual([]);
    expect(loopsOf({ a: ['b'], b: ['c'], c: ['a'] })).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('keep storage and the leaves at the bottom: db/ takes only errors/, and errors/, config/ and mail/ nothing', async () => {
    expect(SERVER_IMPORTS.db).toEqual(['errors']);
    for (const leaf of ['errors', 'config', 'mail']) expect(SERVER_IMPORTS[leaf], leaf).toEqual([]);
    const features = ['replication', 'household', 'account', 'auth', 'pairing', 'retention'];
    const climbs = features.map((feature) => `../${feature}/x`);
    expect(await refusedLines('server/src/db/x.ts', climbs)).toEqual(allLines(climbs));
  });

  it('let the composing files beside the folders and the tests take any folder', async () => {
    const all = SERVER_AREAS.map((area) => `./${area}/x`);
    expect(await refusedLines('server/src/app.ts', all)).toEqual([]);
    expect(await refusedLines('server/src/auth/x.test.ts', ['../account/x', '../replication/x'])).toEqual([]);
  });
});

describe('what the patterns rely on', () => {
  const folders = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => [join(dir, entry.name), ...folders(join(dir, entry.name))]);

  it('every folder of client/src has its row, or is the app shell that composes them', () => {
    const top = readdirSync(join(root, 'client/src'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(top.map((entry) => entry.name).sort()).toEqual([...CLIENT_AREAS].sort());
    expect(Object.keys(CLIENT_IMPORTS).sort()).toEqual(CLIENT_AREAS.filter((area) => area !== 'app').sort());
  });

  it('every folder of server/src has its row', () => {
    const top = readdirSync(join(root, 'server/src'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(top.map((entry) => entry.name).sort()).toEqual([...SERVER_AREAS].sort());
    expect(Object.keys(SERVER_IMPORTS).sort()).toEqual([...SERVER_AREAS].sort());
  });

  it('no folder inside a server folder is named like a server folder', () => {
    const names = new Set(SERVER_AREAS);
    const inside = SERVER_AREAS.flatMap((area) => folders(`server/src/${area}`));
    expect(inside.filter((dir) => names.has(dir.split('/').at(-1) ?? ''))).toEqual([]);
  });

  it('no folder inside a client folder is named like a client folder, server or sync, nor one in server/ client or sync', () => {
    // A pattern reads `../parent/x` as client/src/parent; a board/parent/ folder would be taken for it.
    const lastName = (dir: string) => dir.split('/').at(-1) ?? '';
    const clientNames = new Set([...CLIENT_AREAS, 'server', 'sync']);
    const inClient = CLIENT_AREAS.flatMap((area) => folders(`client/src/${area}`));
    expect(inClient.filter((dir) => clientNames.has(lastName(dir)))).toEqual([]);
    expect(folders('server').filter((dir) => ['client', 'sync'].includes(lastName(dir)))).toEqual([]);
  });

  it(`no file of sync/ sits deeper than the ${MAX_DEPTH} folders its climbs are written for`, () => {
    const deeper = folders('sync').filter((dir) => relative('sync', dir).split('/').length > MAX_DEPTH);
    expect(deeper).toEqual([]);
  });
});
