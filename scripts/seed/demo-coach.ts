// The demo family's conversation with Nia: one question about the youngest child's bedtime, answered by the
// built-in guide exactly as the coach screen would answer it (ADR 0043).
import { randomUUID } from 'node:crypto';
import { answerFromLibrary } from '../../client/src/coach/builtin-coach';
import { ageGroupOf } from '@sync/domain/age-group';
import type { DemoChild } from './demo-children';
import { at, type DemoContext } from './demo-context';
import type { DemoDrafts } from './demo-drafts';
import { addDays } from './local-date';

const QUESTION = 'Bedtime turns into a battle every night. What can we do?';

/** Adds yesterday evening's conversation about `child`. */
export function buildCoachConversation(context: DemoContext, child: DemoChild, drafts: DemoDrafts): void {
  const askedAt = at(context, addDays(context.today, -1), '20:40');
  const answer = answerFromLibrary(QUESTION, ageGroupOf(child.birthDate, context.today));
  const messages = [
    {
      id: randomUUID(),
      role: 'parent',
      text: QUESTION,
      at: askedAt.toISOString(),
      source: null,
      topicId: null,
      related: [],
      routines: [],
      notice: null,
    },
    {
      id: randomUUID(),
      role: 'nia',
      text: answer.text,
      at: askedAt.toISOString(),
      source: answer.source,
      topicId: answer.topic?.id ?? null,
      related: answer.related,
      routines: answer.routines,
      notice: null,
    },
  ];
  drafts.coach_conversations.push({
    id: randomUUID(),
    family_id: context.familyId,
    title: 'Bedtime turns into a battle every night',
    child_id: child.id,
    messages: JSON.stringify(messages),
    created_at: askedAt,
    updated_at: askedAt,
  });
}
