import { describe, it, expect } from 'vitest';
import { issueInputSchema, issueSchema } from './issue';
import { firstMessage } from './messages';

const valid = { title: 'Board froze', description: 'The timer stopped at 1:00.' };

describe('issue', () => {
  it('V-ISSUE-3, V-ISSUE-4: accepts a title and description, medium priority and no child by default', () => {
    expect(issueInputSchema.parse(valid)).toEqual({ ...valid, priority: 'medium', childId: null });
  });

  it.each([
    ['V-ISSUE-1', 'an empty title', { title: '' }, 'Title is required'],
    ['V-ISSUE-1', 'a missing title', { title: undefined }, 'Title is required'],
    ['V-ISSUE-2', 'an empty description', { description: '' }, 'Description is required'],
    ['V-ISSUE-2', 'a missing description', { description: undefined }, 'Description is required'],
  ])('%s: rejects %s, saying so', (_rule, _label, change, message) => {
    expect(firstMessage(issueInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it.each(['low', 'medium', 'high', 'critical'])('V-ISSUE-3: accepts priority %s', (priority) => {
    expect(issueInputSchema.parse({ ...valid, priority }).priority).toBe(priority);
  });

  it('V-ISSUE-3: rejects an unknown priority', () => {
    expect(issueInputSchema.safeParse({ ...valid, priority: 'urgent' }).success).toBe(false);
  });

  it('V-ISSUE-4: accepts an issue about one child', () => {
    const childId = '0190b7a0-0000-7000-8000-000000000003';
    expect(issueInputSchema.parse({ ...valid, childId }).childId).toBe(childId);
  });

  it.each(['open', 'in_progress', 'resolved'])('V-ISSUE-3: an issue record accepts status %s', (status) => {
    const issue = {
      ...valid,
      id: '0190b7a0-0000-7000-8000-000000000050',
      userId: '0190b7a0-0000-7000-8000-000000000002',
      status,
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    };
    expect(issueSchema.parse(issue).status).toBe(status);
  });

  it('V-ISSUE-3: a new issue record is open', () => {
    const issue = issueSchema.parse({
      ...valid,
      id: '0190b7a0-0000-7000-8000-000000000050',
      userId: '0190b7a0-0000-7000-8000-000000000002',
      createdAt: '2025-04-15T07:00:00.000Z',
      updatedAt: '2025-04-15T07:00:00.000Z',
    });
    expect(issue.status).toBe('open');
  });
});
