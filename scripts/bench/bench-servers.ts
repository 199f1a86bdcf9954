// Two Brightday server processes on one fresh Postgres database, a parent and a paired board: the
// stage the sync benchmarks run on.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueDeviceToken } from '../../server/src/pairing/device-tokens';
import { SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { CONSENT_BODY, signupBody } from '../../tests/kit/server/accounts';
import { startServer, type ServerProcess } from '../../tests/kit/server/server-process';
import { createServerDatabase } from '../../tests/kit/server/test-database';

/** The benchmark stage. */
export interface BenchStage {
  /** The throwaway database both processes use. */
  databaseUrl: string;
  a: ServerProcess;
  b: ServerProcess;
  familyId: string;
  userId: string;
  childId: string;
  parentHeaders: Record<string, string>;
  boardHeaders: Record<string, string>;
  close(): Promise<void>;
}

/** Starts two processes on a throwaway database of the Postgres server at `serverUrl`. */
export async function startBenchStage(serverUrl: string): Promise<BenchStage> {
  const database = await createServerDatabase(serverUrl);
  const env = { DATABASE_URL: database.url, SESSION_SECRET: randomUUID() + randomUUID(), LOG_LEVEL: 'error' };
  const dataDirs = [mkdtempSync(join(tmpdir(), 'bench-a-')), mkdtempSync(join(tmpdir(), 'bench-b-'))];
  const a = await startServer({ ...env, DATA_DIR: dataDirs[0] ?? '' });
  const b = await startServer({ ...env, DATA_DIR: dataDirs[1] ?? '' });
  const registered = await fetch(`${a.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signupBody()),
  });
  const user = (await registered.json()) as { id: string; familyId: string };
  const protocol = { 'x-sync-protocol': String(SYNC_PROTOCOL_VERSION), 'content-type': 'application/json' };
  const parentHeaders = {
    ...protocol,
    cookie: (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };
  // A family creates children only after a parent's consent (ADR 0027).
  const consented = await fetch(`${a.url}/api/consent/child-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: parentHeaders.cookie },
    body: JSON.stringify(CONSENT_BODY),
  });
  if (!consented.ok) throw new Error(`consent failed: ${consented.status}`);
  const childId = randomUUID();
  const now = new Date().toISOString();
  await pushRows(a.url, parentHeaders, 'children', [
    { id: childId, familyId: user.familyId, parentId: user.id, name: 'Mia', createdAt: now, updatedAt: now },
  ]);
  const token = await issueDeviceToken(database.db, {
    familyId: user.familyId,
    childId,
    deviceId: randomUUID(),
  });
  return {
    databaseUrl: database.url,
    a,
    b,
    familyId: user.familyId,
    userId: user.id,
    childId,
    parentHeaders,
    boardHeaders: { ...protocol, authorization: `Bearer ${token}` },
    close: async () => {
      await a.stop();
      await b.stop();
      await database.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Pushes new documents and fails loudly on anything but a clean write. */
export async function pushRows(
  baseUrl: string,
  headers: Record<string, string>,
  collection: string,
  documents: Record<string, unknown>[],
  assumed: (Record<string, unknown> | null)[] = documents.map(() => null),
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/sync/${collection}/push`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      rows: documents.map((document, i) => ({
        assumedMasterState: assumed[i] ?? null,
        newDocumentState: document,
      })),
    }),
  });
  const body = (await response.json()) as { conflicts?: unknown[]; message?: string };
  if (!response.ok || (body.conflicts?.length ?? 0) > 0) {
    throw new Error(`push ${collection}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
