// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { conflictHandlerFor } from './conflict-handler';
import { LostChanges, type LostChange } from './lost-changes';
import { RefusedWrites } from './refused-writes';

const base = {
  id: 'r1',
  name: 'Morning',
  startTime: '07:00',
  updatedAt: '2026-11-21T07:00:00.000Z',
  _deleted: false,
};

describe('conflict handler', () => {
  it('sees documents that differ only in updatedAt as equal', () => {
    const handler = conflictHandlerFor('routines', new RefusedWrites());
    expect(handler.isEqual(base, { ...base, updatedAt: '2026-11-21T08:00:00.000Z' }, 'test')).toBe(true);
    expect(handler.isEqual(base, { ...base, name: 'Evening' }, 'test')).toBe(false);
  });

  it('tells the push that a local write which put the content back still has to be sent (ADR 0084)', () => {
    const handler = conflictHandlerFor('routines', new RefusedWrites());
    const putBack = { ...base, updatedAt: '2026-11-21T08:00:00.000Z' };
    expect(handler.isEqual(base, putBack, 'upstream-check-if-equal')).toBe(false);
    expect(handler.isEqual(base, { ...base }, 'upstream-check-if-equal')).toBe(true);
    // Where the pull compares, content alone decides, as before.
    expect(handler.isEqual(base, putBack, 'downstream-check-if-equal-0')).toBe(true);
  });

  it('merges a config document field by field, keeping both sides changes', async () => {
    const handler = conflictHandlerFor('routines', new RefusedWrites());
    const resolved = await handler.resolve(
      {
        assumedMasterState: base,
        newDocumentState: { ...base, name: 'School morning' },
        realMasterState: { ...base, startTime: '06:45', updatedAt: '2026-11-21T07:05:00.000Z' },
      },
      'test',
    );
    expect(resolved).toMatchObject({ name: 'School morning', startTime: '06:45', _deleted: false });
  });

  it('lets a deletion on either side win, so an offline edit does not bring a document back', async () => {
    const handler = conflictHandlerFor('routines', new RefusedWrites());
    const resolved = await handler.resolve(
      {
        assumedMasterState: base,
        newDocumentState: { ...base, name: 'Edited' },
        realMasterState: { ...base, _deleted: true },
      },
      'test',
    );
    expect(resolved._deleted).toBe(true);
  });

  it("keeps the server's copy for a write the server refused, instead of merging it back in", async () => {
    const refusals = new RefusedWrites();
    const handler = conflictHandlerFor('routines', refusals);
    refusals.mark({ collection: 'routines', id: 'r1', status: 403, message: 'No.' }, { id: 'r1' });
    const input = {
      assumedMasterState: base,
      newDocumentState: { ...base, name: 'Mine' },
      realMasterState: base,
    };
    expect(await handler.resolve(input, 'test')).toEqual(base);
    // Only that one conflict: the next is merged again.
    expect(await handler.resolve(input, 'test')).toMatchObject({ name: 'Mine' });
  });

  it("keeps the server's copy for a write the server had already applied, though a merge would bring it back", async () => {
    const refusals = new RefusedWrites();
    const handler = conflictHandlerFor('routines', refusals);
    // The device's rename was applied, then renamed back on another device: by the fields alone the
    // rename looks new, and a merge would apply it again.
    const input = {
      assumedMasterState: base,
      newDocumentState: { ...base, name: 'School morning' },
      realMasterState: { ...base, updatedAt: '2026-11-21T07:10:00.000Z' },
    };
    expect(await handler.resolve(input, 'test')).toMatchObject({ name: 'School morning' });
    refusals.keepServerCopy('routines', 'r1');
    expect(await handler.resolve(input, 'test')).toEqual(input.realMasterState);
  });

  it('M-FORM-6: reports the changes of this device that the master beat, and none for a clean merge', async () => {
    const lost = new LostChanges();
    const seen: LostChange[] = [];
    lost.lost$.subscribe((change) => seen.push(change));
    const handler = conflictHandlerFor('routines', new RefusedWrites(), lost);
    const master = { ...base, startTime: '06:45', updatedAt: '2026-11-21T07:05:00.000Z' };
    await handler.resolve(
      { assumedMasterState: base, newDocumentState: { ...base, name: 'Mine' }, realMasterState: master },
      'test',
    );
    expect(seen).toEqual([]);
    await handler.resolve(
      {
        assumedMasterState: base,
        newDocumentState: { ...base, startTime: '07:15' },
        realMasterState: master,
      },
      'test',
    );
    expect(seen).toMatchObject([
      {
        collection: 'routines',
        document: { startTime: '06:45' },
        clashes: [{ path: ['startTime'], mine: '07:15', theirs: '06:45', kept: 'theirs' }],
      },
    ]);
  });
});
