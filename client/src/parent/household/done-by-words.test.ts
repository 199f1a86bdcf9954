import { describe, expect, it } from 'vitest';
import { doneBySubject, doneByWords, type DoneByNames } from './done-by-words';

const ama = '11111111-1111-4111-8111-111111111111';
const efua = '22222222-2222-4222-8222-222222222222';
const names: DoneByNames = {
  selfId: ama,
  members: [
    { userId: ama, firstName: 'Ama' },
    { userId: efua, firstName: 'Efua' },
  ],
  childName: 'Noor',
};

describe('who did it, in words (D-DONEBY-3)', () => {
  it('names another member by their first name', () => {
    expect(doneByWords({ kind: 'member', id: efua }, names)).toBe('by Efua');
  });

  it('says "by you" to the member who did it', () => {
    expect(doneByWords({ kind: 'member', id: ama }, names)).toBe('by you');
  });

  it('names a board after its child, whichever device it was', () => {
    expect(doneByWords({ kind: 'board', id: 'kitchen-tablet' }, names)).toBe("Noor's board");
  });

  it('says a member is gone when the family no longer lists them', () => {
    expect(doneByWords({ kind: 'member', id: '33333333-3333-4333-8333-333333333333' }, names)).toBe(
      'by a former member',
    );
  });

  it('D-DONEBY-3: says nothing for an entry that does not say who did it', () => {
    expect(doneByWords(null, names)).toBeNull();
  });

  it('D-DONEBY-4: names who ticked a step as the subject of the line', () => {
    expect(doneBySubject({ kind: 'member', id: efua }, names)).toBe('Efua');
    expect(doneBySubject({ kind: 'member', id: ama }, names)).toBe('You');
    expect(doneBySubject({ kind: 'board', id: 'kitchen-tablet' }, names)).toBe("Noor's board");
    expect(doneBySubject({ kind: 'member', id: '33333333-3333-4333-8333-333333333333' }, names)).toBe(
      'A former member',
    );
  });
});
