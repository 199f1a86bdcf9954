// A paired tablet's local copy of its child's data: one RxDB database per board, replicating with the
// server as the board (its device token, ADR 0022) for as long as the board is on screen. Kept outside
// React so that the rewards page and the board screen share one open database, and so that a revoked
// board can wipe it from wherever the server's refusal is noticed.
import { createDatabase, type BrightdayDatabase } from '../data/create-database';
import { requestPersistentStorage, wipeLocalData, type PersistenceResult } from '../data/persistence';
import { startReplication, type Replication } from '../data/sync-engine/replicate';
import type { BoardCredential } from './board-credential';
import { forgetBoardSnapshot } from './board-snapshot';
import { forgetUsageSessions } from './usage-outbox';
import { forgetWeather } from './weather-memory';

/** An open board database and its replication. */
export interface OpenBoard {
  deviceId: string;
  database: BrightdayDatabase;
  replication: Replication;
  persistence: PersistenceResult;
}

let current: Promise<OpenBoard> | undefined;
let currentDeviceId: string | undefined;

async function open(credential: BoardCredential): Promise<OpenBoard> {
  const devTools = import.meta.env.DEV
    ? (await import('../data/database-dev-tools')).databaseDevTools
    : undefined;
  const database = await createDatabase({
    owner: { kind: 'board', deviceId: credential.deviceId },
    ...(devTools === undefined ? {} : { devTools }),
  });
  const replication = startReplication(database, {
    baseUrl: window.location.origin,
    credential: { kind: 'board', token: credential.token },
    fetch: window.fetch.bind(window),
  });
  // A board's unsynced progress is a child's earned coins: ask the browser never to evict it.
  const persistence = await requestPersistentStorage();
  return { deviceId: credential.deviceId, database, replication, persistence };
}

/** The board's database, opened on first use and shared by every board screen of the page. */
export function openBoardData(credential: BoardCredential): Promise<OpenBoard> {
  if (current !== undefined && currentDeviceId === credential.deviceId) return current;
  const previous = current;
  currentDeviceId = credential.deviceId;
  current = (async () => {
    if (previous !== undefined) await closeOpenBoard(await previous, false);
    return open(credential);
  })();
  // A failed open must not stick: the next screen tries again.
  current.catch(() => {
    current = undefined;
    currentDeviceId = undefined;
  });
  return current;
}

async function closeOpenBoard(board: OpenBoard, wipe: boolean): Promise<void> {
  if (wipe) {
    await wipeLocalData(board.database, board.replication);
    // The family's weather, the child's usage outbox (deliver sessions before wiping: ADR 0038) and the
    // board's last screen (ADR 0076) go too.
    forgetWeather();
    forgetUsageSessions();
    forgetBoardSnapshot();
    return;
  }
  await board.replication.stop();
  await board.database.close();
}

/**
 * Closes the board's database; with `wipe`, removes every local copy of the child's data (the board was
 * revoked, or a grown-up left board mode: the next person at the tablet must find nothing of the child).
 */
export async function closeBoardData({ wipe }: { wipe: boolean }): Promise<void> {
  const board = current;
  current = undefined;
  currentDeviceId = undefined;
  if (board !== undefined) await closeOpenBoard(await board, wipe);
}
