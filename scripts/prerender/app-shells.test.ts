import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountPrefetch, SHELL_MODULES, shellPreloads } from './app-shells';
import type { ViteManifest } from './page-preloads';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], isEntry: true, css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/query-layout.tsx': { file: 'assets/query-layout.js', imports: ['_react.js', '_query.js'] },
  '_query.js': { file: 'assets/query.js' },
  'src/site/site-layout.tsx': { file: 'assets/site-layout.js', imports: ['_react.js'] },
  'src/auth/signup-page.tsx': { file: 'assets/signup-page.js', imports: ['_form.js'] },
  'src/auth/login-page.tsx': { file: 'assets/login-page.js', imports: ['_form.js'] },
  '_form.js': { file: 'assets/form.js' },
} as ViteManifest;

describe('the app shells of the build', () => {
  it("preload a screen's modules and their imports, but nothing the entry loads already", () => {
    expect(shellPreloads(manifest, SHELL_MODULES.signup)).toEqual([
      'assets/query-layout.js',
      'assets/site-layout.js',
      'assets/signup-page.js',
      'assets/query.js',
      'assets/form.js',
    ]);
  });

  it('give a marketing page the whole of signup and login to prefetch, the entry and its stylesheet too', () => {
    expect(accountPrefetch(manifest).sort()).toEqual(
      [
        'assets/form.js',
        'assets/index.css',
        'assets/index.js',
        'assets/login-page.js',
        'assets/query-layout.js',
        'assets/query.js',
        'assets/react.js',
        'assets/signup-page.js',
        'assets/site-layout.js',
      ].sort(),
    );
  });

  it('find a lazy module the bundler merged into a chunk named after it', () => {
    const merged = { ...manifest };
    delete merged['src/auth/login-page.tsx'];
    merged['_login-page-DG7JcSyL.js'] = { file: 'assets/login-page-DG7JcSyL.js', imports: ['_form.js'] };
    expect(shellPreloads(merged, SHELL_MODULES.login)).toContain('assets/login-page-DG7JcSyL.js');
  });

  it('name a module the build does not have', () => {
    expect(() => shellPreloads(manifest, ['src/missing.tsx'])).toThrow(/no chunk for src\/missing\.tsx/);
  });

  it('name only modules the router loads lazily, so that each is a chunk of the build', () => {
    const routes = readFileSync('client/src/app/routes.tsx', 'utf8');
    const lazy = new Set(
      [...routes.matchAll(/import\('\.\.?\/([^']+)'\)/g)].map(([, path = '']) =>
        path.includes('/') ? `src/${path}.tsx` : `src/app/${path}.tsx`,
      ),
    );
    const named = new Set(Object.values(SHELL_MODULES).flat());
    expect([...named].filter((module) => !lazy.has(module))).toEqual([]);
  });
});
