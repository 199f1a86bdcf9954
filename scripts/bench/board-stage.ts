// The board benchmark's stage: one Brightday server process (serving the built client) on a throwaway
// Postgres database, a parent signed in from Node, and tablets paired through the board's own setup screen.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@sync/protocol/messages';
import { startServer, type ServerProcess } from '../../tests/kit/server/server-process';
import { createServerDatabase } from '../../tests/kit/server/test-database';
import { createTestNetwork, registerParent, type TestNetwork } from '../../tests/kit/sync/test-network';

/** The server and the parent every board of the run belongs to. */
export interface BoardStage {
  server: ServerProcess;
  /** The parent's network: its fetch carries the session cookie. */
  parent: TestNetwork;
  familyId: string;
  userId: string;
  close(): Promise<void>;
}

/** Starts the server on a throwaway database of the Postgres server at `serverUrl` and signs a parent up. */
export async function startBoardStage(serverUrl: string): Promise<BoardStage> {
  const database = await createServerDatabase(serverUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-board-'));
  const server = await startServer({
    DATABASE_URL: database.url,
    SESSION_SECRET: randomUUID() + randomUUID(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  });
  const parent = createTestNetwork();
  const user = await registerParent(parent, server.url);
  return {
    server,
    parent,
    familyId: user.familyId,
    userId: user.id,
    close: async () => {
      await server.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Pushes new documents as the parent's other device, and fails loudly on anything but a clean write. */
export async function pushNew(stage: BoardStage, collection: string, documents: object[]): Promise<void> {
  const response = await stage.parent.fetch(`${stage.server.url}/api/sync/${collection}/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
    body: JSON.stringify({
      rows: documents.map((document) => ({ assumedMasterState: null, newDocumentState: document })),
    }),
  });
  const body = (await response.json()) as { conflicts?: unknown[] };
  if (!response.ok || (body.conflicts?.length ?? 0) > 0) {
    throw new Error(`push ${collection}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/** One routine step as a parent writes it. */
export interface BenchTask {
  name: string;
  duration: number;
  icon: string;
}

/** What a child of the run has: routines (start time, steps) and daily alarms (times). */
export interface BenchChildPlan {
  name: string;
  routines: { name: string; startTime: string; tasks: BenchTask[] }[];
  alarms?: string[];
}

/** The ids of what `addChild` made. */
export interface BenchChild {
  childId: string;
  routineIds: string[];
}

/** Adds a child with its routines (every day) and alarms (every day) through the sync API. */
export async function addChild(stage: BoardStage, plan: BenchChildPlan): Promise<BenchChild> {
  const stamp = new Date().toISOString();
  const base = { familyId: stage.familyId, createdAt: stamp, updatedAt: stamp };
  const childId = randomUUID();
  await pushNew(stage, 'children', [{ ...base, id: childId, parentId: stage.userId, name: plan.name }]);
  const routines = plan.routines.map((routine) => ({
    ...base,
    id: randomUUID(),
    childId,
    name: routine.name,
    startTime: routine.startTime,
    tasks: routine.tasks.map((task) => ({ ...task, completed: false })),
    daysOfWeek: [],
  }));
  await pushNew(stage, 'routines', routines);
  const alarms = (plan.alarms ?? []).map((time) => ({
    ...base,
    id: randomUUID(),
    childId,
    time,
    enabled: true,
    repeat: true,
    selectedDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
    sound: null,
  }));
  if (alarms.length > 0) await pushNew(stage, 'alarms', alarms);
  return { childId, routineIds: routines.map((routine) => routine.id) };
}

/**
 * Pairs the tablet of `context` with the child as a family would: the tablet opens its setup screen, the
 * parent claims the code it shows, and the tablet opens its board by itself. Returns the board's page.
 */
export async function pairBoard(stage: BoardStage, context: BrowserContext, childId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${stage.server.url}/setup`);
  const spoken = page.getByText(/^Pairing code: /);
  await spoken.waitFor({ timeout: 30_000 });
  const code = ((await spoken.textContent()) ?? '').replace(/\D/g, '');
  const claimed = await stage.parent.fetch(`${stage.server.url}/api/children/${childId}/boards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (claimed.status !== 201) throw new Error(`claim failed: ${claimed.status} ${await claimed.text()}`);
  await page.waitForURL(/\/board\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return page;
}

/** Taps the board's "Tap to start" and waits for the step shown as the one to do now. */
export async function startTheBoard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tap to start the board' }).click({ timeout: 30_000 });
  await page.getByTestId('board-current-step').waitFor({ timeout: 30_000 });
}

/** `HH:MM` in UTC for an instant: the family has no time zone set, so its clock is UTC. */
export function utcTime(at: Date): string {
  return at.toISOString().slice(11, 16);
}
