import { describe, expect, it } from 'vitest';
import { importsOf, scriptsOf } from './page-scripts';

describe('scriptsOf', () => {
  it('lists the module scripts and module preloads of a page, once each', () => {
    const html = `<script type="module" crossorigin src="/assets/site-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="modulepreload" crossorigin href="/assets/site-1.js">
      <link rel="stylesheet" href="/assets/styles-3.css">
      <script type="application/ld+json">{}</script>`;
    expect(scriptsOf(html)).toEqual(['assets/site-1.js', 'assets/react-2.js']);
  });
});

describe('importsOf', () => {
  it('finds the static imports of a minified chunk, not its dynamic ones', () => {
    const code = 'import{a as b}from"./react-2.js";import"./side-3.js";const x=()=>import("./page-4.js");';
    expect(importsOf(code, 'assets/site-1.js')).toEqual(['assets/react-2.js', 'assets/side-3.js']);
  });
});
