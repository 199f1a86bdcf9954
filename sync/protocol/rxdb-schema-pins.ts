// The pinned fingerprint of each collection's RxDB schema at each of its versions (P-RXDB-6), written by
// `npm run contract:refresh`.
//
// A device refuses to open a collection whose stored schema differs from the app's at the same version, so a
// schema change without a version bump is found only on a device that already holds the collection. When
// `rxdb-schema-pins.test.ts` fails for a collection, its RxDB schema changed. Then, in the same change:
//   1. add the next migration strategy to the collection's module (`rxdb.migrations` in
//      sync/collections/<name>.ts), which raises its version (P-RXDB-5);
//   2. run `npm run contract:refresh`, which pins the new version's hash here.
// A pinned hash never changes: it is what devices hold at that version.
import type { CollectionName } from './collections';

/** FNV-1a of the stable JSON of a collection's RxDB schema (its version left out), by version. */
export const RXDB_SCHEMA_PINS = {
  children: { 1: '1918b16f' },
  routines: { 1: '952961d2', 2: 'd5a2a905', 3: 'b2bf8f2e' },
  routineInstances: { 0: 'ca4dc833' },
  alarms: { 1: 'd33f5b5f' },
  activities: { 0: '658d3689' },
  chores: { 0: 'd238e0ee' },
  choreInstances: { 0: '346b3f46', 1: '58707098' },
  rewards: { 0: '33ad2fef' },
  rewardTransactions: { 1: '7085f7ef', 2: 'a97d5d79', 3: '7775a191' },
  rewardConfigurations: { 1: '06adbd8c', 2: '23ba5d00' },
  magicRewards: { 0: 'c3fba1cc' },
  dailyContent: { 0: 'de47e830' },
  boardUsageSessions: { 0: '5d754e88' },
  rewardHandovers: { 0: 'd7f5c15d' },
  coachConversations: { 0: '32698fe7' },
} as const satisfies { readonly [N in CollectionName]: Readonly<Record<number, string>> };
