// The entry of the bench page that runs in Chromium (bundled by browser-initial-sync.ts): it puts the
// timed runs on `window`, with the browser's own fetch and IndexedDB, as the parent app has them.
import { runBaseline, runInitialSync, type FamilyDocuments, type RunResult } from './initial-sync-run';
import { runRawIndexedDb } from './raw-indexeddb-run';

/** The functions the bench page exposes on `window`. */
export interface BenchWindow {
  runInitialSync(options: { baseUrl: string; userId: string; newest: readonly string[] }): Promise<RunResult>;
  runBaseline(documents: FamilyDocuments, userId: string): Promise<RunResult>;
  runRawIndexedDb(documents: FamilyDocuments): Promise<RunResult>;
}

const bench: BenchWindow = {
  runInitialSync: (options) => runInitialSync({ ...options, fetch: (input, init) => fetch(input, init) }),
  runBaseline: (documents, userId) => runBaseline(documents, userId),
  runRawIndexedDb: (documents) => runRawIndexedDb(documents),
};
Object.assign(window, bench);
