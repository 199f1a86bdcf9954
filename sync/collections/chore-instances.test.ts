import { describe, it, expect } from 'vitest';
import { choreInstanceInputSchema, choreInstanceSchema } from './chore-instances';
import { firstMessage } from '../schemas/messages';

const valid = { choreId: '0190b7a0-0000-7000-8000-0000000000a0', date: '2025-04-15' };

describe('chore instance', () => {
  it('V-CINST-1: starts unassigned, with no child and no completion', () => {
    expect(choreInstanceInputSchema.parse(valid)).toEqual({
      ...valid,
      assignedChildId: null,
      status: 'not_assigned',
      completedAt: null,
      doneBy: null,
    });
  });

  it.each(['not_assigned', 'pending', 'completed', 'overdue'])('V-CINST-1: accepts status %s', (status) => {
    expect(choreInstanceInputSchema.parse({ ...valid, status }).status).toBe(status);
  });

  it('V-CINST-1: rejects an unknown status', () => {
    expect(choreInstanceInputSchema.safeParse({ ...valid, status: 'skipped' }).success).toBe(false);
  });

  it.each([
    ['a date in another format', '15.04.2025'],
    ['no date', undefined],
  ])('V-CINST-1, V-CHORE-2: rejects %s, saying the date format is invalid', (_label, date) => {
    expect(firstMessage(choreInstanceInputSchema.safeParse({ ...valid, date }))).toBe('Invalid date format');
  });

  it('V-DOC-1: a chore instance document carries its ids and timestamps', () => {
    const doc = {
      ...valid,
      assignedChildId: '0190b7a0-0000-7000-8000-000000000003',
      status: 'completed',
      completedAt: '2025-04-15T17:20:00.000Z',
      doneBy: { kind: 'board', id: 'board-kitchen' },
      id: '0190b7a0-0000-7000-8000-0000000000b0',
      familyId: '0190b7a0-0000-7000-8000-000000000001',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T17:20:00.000Z',
    };
    expect(choreInstanceSchema.parse(doc)).toEqual(doc);
  });
});
