// Vitest setup for every test file: records the statements the server issues on the file's test databases and,
// when the file ends, fails it on any that reaches a family table without naming its family (ADR 0074).
import { appendFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import { startRecordingStatements } from './recorded-statements';

const statements = startRecordingStatements();

afterAll(async () => {
  if (statements.size === 0) return;
  // The SQL parser is loaded only by a file that sent the server's statements: most files never open a
  // database, and loading it in each of them cost about a third of a second per file.
  const { familyFilterViolations, loadSqlParser } = await import('./family-filter');
  await loadSqlParser();
  const found: string[] = [];
  for (const { sql, origin, sweep } of statements.values()) {
    const violations = sweep === undefined ? familyFilterViolations(sql) : [];
    // FAMILY_FILTER_LOG names a file that collects every statement checked, for docs/scaling.md's figures.
    const log = process.env.FAMILY_FILTER_LOG;
    if (log !== undefined && log !== '') {
      appendFileSync(log, `${JSON.stringify({ origin, sweep, sql, violations })}\n`);
    }
    for (const violation of violations)
      found.push(`${origin}: ${violation.reason} on ${violation.table}\n  ${sql}`);
  }
  expect(found, 'statements on family tables without a family filter (docs/scaling.md)').toEqual([]);
});
