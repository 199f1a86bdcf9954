// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toLocalDocument } from '../synced-document';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf } from '../create-database';
import { nextWriteStamp } from './write-stamps';

const at = (iso: string) => Date.parse(iso);

describe('nextWriteStamp', () => {
  it('stamps a write with the current time when the previous stamp is older', () => {
    expect(nextWriteStamp('2026-11-21T07:00:00.000Z', at('2026-11-21T08:00:00.000Z'))).toBe(
      '2026-11-21T08:00:00.000Z',
    );
  });

  it('stamps a millisecond after the previous stamp when it is not older, so stamps only grow', () => {
    const now = at('2026-11-21T08:00:00.000Z');
    expect(nextWriteStamp('2026-11-21T08:00:00.000Z', now)).toBe('2026-11-21T08:00:00.001Z');
    expect(nextWriteStamp('2026-11-21T09:00:00.000Z', now)).toBe('2026-11-21T09:00:00.001Z');
  });

  it('stamps the current time when there is no usable previous stamp', () => {
    const now = at('2026-11-21T08:00:00.000Z');
    expect(nextWriteStamp(undefined, now)).toBe('2026-11-21T08:00:00.000Z');
    expect(nextWriteStamp('not a date', now)).toBe('2026-11-21T08:00:00.000Z');
  });
});

describe('local writes', () => {
  it('give every insert, change and removal its own, growing updatedAt (ADR 0013)', async () => {
    const database = await openLocalDatabase(['magicRewards']);
    try {
      const rewards = collectionOf(database, 'magicRewards');
      const longAgo = '2020-01-01T00:00:00.000Z';
      const inserted = await rewards.insert(
        toLocalDocument('magicRewards', {
          id: crypto.randomUUID(),
          familyId: crypto.randomUUID(),
          childId: crypto.randomUUID(),
          name: 'Ice cream',
          pointCost: 20,
          createdAt: longAgo,
          updatedAt: longAgo,
        }),
      );
      const stamps = [inserted.updatedAt];
      // The same content twice over: each write is still a write of its own.
      const off = await inserted.incrementalPatch({ isActive: false });
      stamps.push(off.updatedAt);
      const on = await off.incrementalPatch({ isActive: true });
      stamps.push(on.updatedAt);
      const offAgain = await on.patch({ isActive: false });
      stamps.push(offAgain.updatedAt);
      const removed = await offAgain.remove();
      stamps.push(removed.updatedAt);

      expect(at(stamps[0] ?? '')).toBeGreaterThan(at(longAgo));
      for (let index = 1; index < stamps.length; index++) {
        expect(at(stamps[index] ?? ''), `write ${index}`).toBeGreaterThan(at(stamps[index - 1] ?? ''));
      }
    } finally {
      await database.remove();
    }
  });
});
