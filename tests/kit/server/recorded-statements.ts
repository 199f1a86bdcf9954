// Where a test file's server statements are collected for the family-filter check (ADR 0074). Kept apart
// from the Kysely plugin that records them, and free of imports, because the vitest setup file loads it in
// every test file and most never open a database.

/** One statement the server issued, with the server file that built it. */
export interface RecordedStatement {
  sql: string;
  /** The file under server/src that built the statement, relative to the repository. */
  origin: string;
  /** The cross-family work it is part of (`acrossFamilies`), which may leave the family out. */
  sweep: string | undefined;
}

let statements: Map<string, RecordedStatement> | undefined;

/** Turns recording on for the test file (the vitest setup file does, for every file). */
export function startRecordingStatements(): Map<string, RecordedStatement> {
  statements ??= new Map();
  return statements;
}

/** The statements recorded so far, or undefined while recording is off. */
export function recordedStatements(): Map<string, RecordedStatement> | undefined {
  return statements;
}
