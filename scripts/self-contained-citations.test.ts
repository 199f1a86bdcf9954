// The repository must explain itself: comments, tests and docs cite only documents that are in it
// (docs/product.md, docs/sync-protocol.md, docs/adr/, sync/SPEC.md, docs/house-style.md, docs/pitfalls.md).
// Citations of outside material ("DESIGN section 4", "DESIGN §1", "spec section 5", "(D6)", a path such as
// "../shared/DESIGN.md") cannot be followed by someone who clones the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const THIS_FILE = 'scripts/self-contained-citations.test.ts';
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|html|json|css|ya?ml|txt)$/;

/** Ways an outside document has been cited; each points at a page of docs/ instead. */
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  /\bDESIGN (?:section|rule|D?\d)/,
  /\b(?:DESIGN|spec|brief) ?§/i,
  /\bDESIGN\.md\b/,
  // A path out of the repository to the folder the design brief and the product spec were written in.
  /(?:\.\.\/)+shared\//,
  /\bshared\/(?:DESIGN|spec|research)\b/,
  /\bproduct-spec\b/,
  /\bspec sections? \d/i,
  /\bspec \(sections? \d/i,
  /\bsections? \d+ of the spec\b/i,
  /\bdesign D\d/i,
  /\(D(?:1[0-3]|[1-9])(?:[),:;]| and | ?, ?D\d)/,
  /, D(?:1[0-3]|[1-9])\)/,
  /\b(?:under|per|see) D(?:1[0-3]|[1-9])\b/i,
];

/** Tracked files, and new ones not yet added, so a citation is caught before its commit. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0'))].filter(
    (path) => TEXT_FILE.test(path) && path !== 'package-lock.json' && path !== THIS_FILE,
  );
}

/** Each file's lines, skipping files deleted in the work tree but still in the index. */
function repositoryLines(): { path: string; lines: string[] }[] {
  return repositoryFiles()
    .filter((path) => existsSync(join(root, path)))
    .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').split('\n') }));
}

/** The anchors of a Markdown page's headings, as GitHub makes them. */
function headingAnchors(page: string): Set<string> {
  const headings = readFileSync(join(root, page), 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .trim()
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** `docs/product.md#validation-messages` in code, `(../pitfalls.md#rxdb)` in a docs page. */
const DOCS_ANCHOR = /(?:\bdocs\/|\]\((?:\.\.\/)?)([\w-]+\.md)#([\w-]+)/g;

it('no file of the repository cites a document that is not in it', () => {
  const citations: string[] = [];
  for (const { path, lines } of repositoryLines()) {
    const cites = (text: string) => OUTSIDE_CITATIONS.some((pattern) => pattern.test(text));
    lines.forEach((line, index) => {
      // A citation wrapped across two comment lines ("(spec" / " * section 3)") counts too.
      const next = (lines[index + 1] ?? '').replace(/^\s*(?:\*|\/\/|#)?\s*/, '');
      if (cites(line) || (!cites(next) && cites(`${line.trimEnd()} ${next}`))) {
        citations.push(`${path}:${index + 1}: ${line.trim()}`);
      }
    });
  }
  expect(citations).toEqual([]);
});

it('every cited section of a docs page is a heading of that page', () => {
  const anchors = new Map<string, Set<string>>();
  const missing: string[] = [];
  for (const { path, lines } of repositoryLines()) {
    lines.forEach((line, index) => {
      for (const [citation, page = '', anchor = ''] of line.matchAll(DOCS_ANCHOR)) {
        const docsPage = `docs/${page}`;
        if (!existsSync(join(root, docsPage))) {
          missing.push(`${path}:${index + 1}: ${citation} (no such page)`);
          continue;
        }
        if (!anchors.has(docsPage)) anchors.set(docsPage, headingAnchors(docsPage));
        if (anchors.get(docsPage)?.has(anchor) !== true) missing.push(`${path}:${index + 1}: ${citation}`);
      }
    });
  }
  expect(missing).toEqual([]);
});
