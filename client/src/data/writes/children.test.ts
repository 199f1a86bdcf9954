import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { addChild, changeChild, removeChild, setNightHours } from './children';

const owner = { familyId: newId(), parentId: newId() };
const mia = {
  name: 'Mia',
  birthDate: null,
  profilePicture: null,
  theme: 'frozen' as const,
  achievementsEnabled: true,
};

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['children']);
});
afterEach(() => database.close());

describe('the writes of children', () => {
  it('adds a child once however often "Add child" is tapped (ADR 0049)', async () => {
    const id = newId();
    await addChild(database, owner, id, mia);
    expect(await addChild(database, owner, id, { ...mia, name: 'Noah' })).toMatchObject({ id, name: 'Mia' });
    expect(await collectionOf(database, 'children').count().exec()).toBe(1);
  });

  it('keeps night hours set meanwhile when the profile form renames the child, and deletes the child', async () => {
    const child = await addChild(database, owner, newId(), mia);
    await setNightHours(database, child.id, { from: '19:30', to: '06:30' });
    const saved = await changeChild(database, child.id, mia, { ...mia, name: 'Amelia' });
    expect(saved?.document).toMatchObject({ name: 'Amelia', nightHours: { from: '19:30', to: '06:30' } });
    await removeChild(database, child.id);
    expect(await setNightHours(database, child.id, null)).toBeNull();
  });
});
