// Every rule id a test cites must be declared in sync/SPEC.md, so that a failing test always points at a
// rule a reader can look up (docs/house-style.md#tests-are-sentences).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'data', '.git', '.test-output', 'test-results']);

/** A rule id: a numbered one (`V-CHORE-4`, `I-FUZZ-1`) or a named server rule (`R-PUSH-REPLAY`). */
const CITED_ID = /\b(?:[VMDPI]-[A-Z]+(?:-[A-Z]+)*-\d+|R-[A-Z]+(?:-[A-Z0-9]+)*)\b/g;
const DECLARED_ID = /^- \*\*([A-Z]-[A-Z0-9-]+)\*\*/gm;

function filesUnder(directory: string, keep: (path: string) => boolean): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Test files and the fixtures that state what a test checks. */
function testFiles(): string[] {
  const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path);
  return [
    ...['client', 'server', 'sync', 'scripts'].flatMap((side) => filesUnder(join(root, side), isTest)),
    ...filesUnder(join(root, 'tests'), (path) => /\.tsx?$/.test(path)),
  ];
}

function declaredIds(): string[] {
  const spec = readFileSync(join(root, 'sync/SPEC.md'), 'utf8');
  return [...spec.matchAll(DECLARED_ID)].map((match) => match[1] ?? '');
}

describe('sync/SPEC.md', () => {
  it('declares every rule id that a test cites', () => {
    const declared = new Set(declaredIds());
    const undeclared: string[] = [];
    for (const file of testFiles()) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [id] of line.matchAll(CITED_ID)) {
          if (!declared.has(id)) undeclared.push(`${relative(root, file)}:${index + 1} cites ${id}`);
        }
      });
    }
    expect(undeclared).toEqual([]);
  });

  it('declares each rule id once', () => {
    const ids = declaredIds();
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
