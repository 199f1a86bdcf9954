import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import vitestConfig from '../vitest.config';
import { PATH_ALIASES } from './path-aliases.js';

const root = join(import.meta.dirname, '..');

describe('the path aliases', () => {
  it('are the same for TypeScript and tsx (tsconfig paths) as for Vite and Vitest', () => {
    const base = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTsconfig = Object.entries(base.compilerOptions.paths).map(([alias, [target]]) => [
      alias.replace(/\/\*$/, ''),
      (target ?? '').replace(/\/\*$/, '').replace(/^\.\//, ''),
    ]);
    const fromMap = Object.entries(PATH_ALIASES).map(([alias, folder]) => [alias, relative(root, folder)]);
    expect(fromTsconfig).toEqual(fromMap);
  });

  it('are what the unit tests resolve', () => {
    expect(vitestConfig.resolve?.alias).toEqual(PATH_ALIASES);
  });
});
