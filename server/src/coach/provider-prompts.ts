// What Nia's online helper is told (ADR 0043): who Nia is, how to answer, and for routines the exact JSON
// shape with the pictures a board can show. Only the age band describes the child.
import { ROUTINE_MINUTES_MAX, STEP_MINUTES_MAX } from '@sync/domain/limits';
import { TASK_PICTURES } from '@sync/domain/task-pictures';
import type { AgeGroup } from '@sync/domain/age-group';
import { COACH_LIMITS, type CoachWireMessage } from '@sync/schemas/coach';
import type { ProviderMessage } from './coach-provider';
import { redact, type PrivateWords } from './provider-privacy';

/** The most characters of conversation sent with one request; the oldest messages go first. */
export const CONVERSATION_BUDGET = 8000;

function childWords(ageGroup: AgeGroup | null): string {
  return ageGroup === null
    ? 'a child aged 3 or over'
    : `a child aged ${ageGroup.replace('-', ' to ').replace('+', ' or over')}`;
}

/** Nia's character and limits. */
export function chatSystemPrompt(ageGroup: AgeGroup | null): string {
  return [
    'You are Nia, a warm, practical parenting coach in Brightday, an app where families run picture routines, chores and rewards on a board.',
    `The parent is asking about ${childWords(ageGroup)}.`,
    'Give mainstream, evidence-informed advice: short routines, first/then, visual timers, connection before correction, praise the effort, fade rewards once a habit sticks.',
    'Answer in at most 180 words of plain text: a short paragraph, then a few lines starting with "- ". No headings, tables or markdown.',
    'Do not diagnose. For health, safety, development or persistent worries, suggest talking to a GP, health visitor or other professional.',
    'Never ask for the child’s name, birth date, school or any personal details.',
  ].join('\n');
}

/** How routines must be answered. */
export function routinesSystemPrompt(ageGroup: AgeGroup | null): string {
  const pictures = TASK_PICTURES.map((picture) => picture.id).join(', ');
  return [
    `You are Nia, a parenting coach. Suggest one to ${COACH_LIMITS.routinesPerSuggestion} routines for ${childWords(ageGroup)}, as the parent asks.`,
    'Answer with one JSON object only, exactly of this shape:',
    '{"routines":[{"name":"Morning","summary":"one sentence on why these steps","startTime":"07:00","daysOfWeek":[1,2,3,4,5],"tasks":[{"name":"Brush teeth","duration":2,"icon":"toothbrush"}]}]}',
    `startTime is HH:MM (24 hours). daysOfWeek are 0 (Sunday) to 6 (Saturday). Each routine has 3 to 8 tasks; duration is whole minutes from 1 to ${STEP_MINUTES_MAX}, at most ${ROUTINE_MINUTES_MAX} for all tasks together; fewer, shorter steps for younger children.`,
    `icon is one of: ${pictures}.`,
  ].join('\n');
}

/**
 * The conversation as the provider gets it: each message with the family's private words removed, the
 * newest ones that fit the budget, oldest first.
 */
export function providerConversation(
  messages: readonly CoachWireMessage[],
  words: PrivateWords,
): ProviderMessage[] {
  const kept: ProviderMessage[] = [];
  let used = 0;
  for (const message of [...messages].reverse().slice(0, COACH_LIMITS.messagesPerRequest)) {
    const content = redact(message.text, words);
    if (kept.length > 0 && used + content.length > CONVERSATION_BUDGET) break;
    kept.unshift({
      role: message.role === 'parent' ? 'user' : 'assistant',
      content: content.slice(0, CONVERSATION_BUDGET),
    });
    used += content.length;
  }
  return kept;
}
