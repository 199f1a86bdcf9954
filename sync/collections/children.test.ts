import { describe, it, expect } from 'vitest';
import { childInputSchema, childSchema, pairingCodeSchema } from './children';
import { firstMessage } from '../schemas/messages';

const FAMILY = '0190b7a0-0000-7000-8000-000000000001';
const PARENT = '0190b7a0-0000-7000-8000-000000000002';
const CHILD = '0190b7a0-0000-7000-8000-000000000003';

describe('child', () => {
  it('V-CHILD-3, V-CHILD-5: accepts a child with only a name and fills in the defaults', () => {
    expect(childInputSchema.parse({ name: 'Leo' })).toEqual({
      name: 'Leo',
      birthDate: null,
      profilePicture: null,
      theme: 'default',
      achievementsEnabled: true,
    });
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['only spaces', '  '],
  ])('V-CHILD-1: rejects a name that is %s, saying a name is required', (_label, name) => {
    expect(firstMessage(childInputSchema.safeParse({ name }))).toBe('Name is required');
  });

  it.each(['default', 'cars', 'frozen'])('V-CHILD-3: accepts the %s theme', (theme) => {
    expect(childInputSchema.parse({ name: 'Leo', theme }).theme).toBe(theme);
  });

  it('V-CHILD-3: rejects a theme that does not exist', () => {
    expect(childInputSchema.safeParse({ name: 'Leo', theme: 'space' }).success).toBe(false);
  });

  it.each([
    ['a real date', '2019-06-01', true],
    ['no date', null, true],
    ['an impossible date', '2019-02-30', false],
    ['a date in another format', '01/06/2019', false],
  ])('V-CHILD-4: birth date as %s is accepted: %s', (_label, birthDate, accepted) => {
    expect(childInputSchema.safeParse({ name: 'Leo', birthDate }).success).toBe(accepted);
  });

  it('V-CHILD-2: accepts a pairing code of six digits', () => {
    expect(pairingCodeSchema.parse('042917')).toBe('042917');
  });

  it.each([
    ['five digits', '04291'],
    ['seven digits', '0429171'],
    ['letters', 'AB12CD'],
    ['a number instead of text', 42917],
    ['nothing', ''],
  ])('V-CHILD-2: rejects a pairing code of %s, saying it must be 6 digits', (_label, code) => {
    expect(firstMessage(pairingCodeSchema.safeParse(code))).toBe('Pairing code must be 6 digits');
  });

  it('V-DOC-1, V-CHILD-5: a child document carries its ids and an unpaired board by default', () => {
    const child = childSchema.parse({
      id: CHILD,
      familyId: FAMILY,
      parentId: PARENT,
      name: 'Leo',
      createdAt: '2025-04-15T07:10:00.000Z',
    });
    expect(child).toMatchObject({ id: CHILD, familyId: FAMILY, devicePaired: false, deviceId: null });
  });

  it('V-DOC-1: rejects a child document without a familyId', () => {
    const result = childSchema.safeParse({
      id: CHILD,
      parentId: PARENT,
      name: 'Leo',
      createdAt: '2025-04-15T07:10:00Z',
    });
    expect(result.error?.issues[0]?.path).toEqual(['familyId']);
  });

  it('V-CHILD-5: leaves a pairing code out of the synced document', () => {
    const child = childSchema.parse({
      id: CHILD,
      familyId: FAMILY,
      parentId: PARENT,
      name: 'Leo',
      pairingCode: '042917',
      createdAt: '2025-04-15T07:10:00Z',
    });
    expect(child).not.toHaveProperty('pairingCode');
  });
});
