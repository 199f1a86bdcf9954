// Nia's built-in guide (ADR 0043): answers from a library written by us, in the browser, with no network.
// A question is ranked against the topics; the best one answers for the child's age band, with the next
// closest topics and, on a routine problem (bedtime, teeth, tidying…) or when the parent asks for one, a
// routine to add in one tap (ADR 0055).
import { ageGroupLabel, type AgeGroup } from '@sync/domain/age-group';
import type { RoutineKind } from '@sync/domain/routine-template';
import type { CoachAnswer, CoachTopicRef } from './coach-answer';
import { topicRoutineFor } from './coach-routines';
import { COACH_LIBRARY } from './library/coach-library';
import type { CoachTopic } from './library/coach-topic';
import { learnedTopic } from './learned-topic';
import { ageGroupInQuestion } from './question-age';
import { MATCH_THRESHOLD, UNSURE_THRESHOLD, rankTopics } from './topic-search';

/** The questions the coach screen offers to start with. */
export const STARTER_QUESTIONS: readonly string[] = [
  'Bedtime turns into a battle every night. What can we do?',
  'How do we get out the door on time in the morning without shouting?',
  'How much screen time is okay, and how do we stop the fights about it?',
  'Which chores can my child do at their age?',
  'My child has a tantrum every time we stop playing. How can I help?',
];

/** Every topic of the guide, as links. */
export const COACH_TOPICS: readonly CoachTopicRef[] = COACH_LIBRARY.map(({ id, title }) => ({ id, title }));

const RELATED = 3;
const ROUTINE_WORDS = /\b(routine|routines|schedule|chart|checklist|plan)\b/i;
const KIND_WORDS: readonly [RoutineKind, RegExp][] = [
  ['morning', /\bmorning|before school|wake[- ]?up\b/i],
  ['bedtime', /\bbed ?time|evening|night|sleep\b/i],
  ['after-school', /\bafter[- ]?(school|nursery)|afternoon|homework\b/i],
];

function ref(topic: CoachTopic): CoachTopicRef {
  return { id: topic.id, title: topic.title };
}

function topicById(id: string): CoachTopic | undefined {
  return COACH_LIBRARY.find((topic) => topic.id === id);
}

/** The routine kind a question asks for, if it asks for a routine at all. */
function askedRoutine(question: string, topic: CoachTopic | undefined): RoutineKind | null {
  if (!ROUTINE_WORDS.test(question)) return null;
  const named = KIND_WORDS.find(([, words]) => words.test(question))?.[0];
  return named ?? topic?.routineKind ?? null;
}

/** The guide's text on `topic` for `band`; `assumed` when no child or age was given. */
function adviceText(topic: CoachTopic, band: AgeGroup, assumed: boolean): string {
  const advice = topic.bands[band];
  const lead = assumed
    ? `Here is what tends to help, written for ${ageGroupLabel(band)}. Pick a child above and I'll fit it to their age.`
    : `For ${ageGroupLabel(band)}: ${advice.say}`;
  const body = assumed ? `${topic.core}\n\n${advice.say}` : topic.core;
  return `${lead}\n\n${body}\n\n${advice.tips.map((tip) => `- ${tip}`).join('\n')}`;
}

function answerOn(
  topic: CoachTopic,
  band: AgeGroup | null,
  related: CoachTopicRef[],
  kind: RoutineKind | null,
): CoachAnswer {
  const used = band ?? '3-4';
  const routine = topicRoutineFor(topic, used, kind);
  const routines = routine ? [routine] : [];
  const offer =
    routines.length > 0
      ? "\n\nHere is a routine to start from. Change anything you like, then add it to your child's board."
      : '';
  return {
    text: adviceText(topic, used, band === null) + offer,
    source: 'builtin',
    topic: ref(topic),
    related,
    routines,
  };
}

/** "a", "a or b", "a, b or c", in the guide's own words. */
function choiceInWords(titles: readonly string[]): string {
  const lower = titles.map((title) => title.charAt(0).toLowerCase() + title.slice(1));
  return lower.length <= 1 ? (lower[0] ?? '') : `${lower.slice(0, -1).join(', ')} or ${lower.at(-1) ?? ''}`;
}

/**
 * When the question is close to some topics but to none closely enough, Nia asks which one the parent means,
 * with those topics as buttons, rather than guess or say she does not know (docs/benchmarks.md, "Nia's
 * answers to parents' questions": the right topic is among those offered more often than it is first).
 */
function unsureAnswer(offered: readonly CoachTopicRef[]): CoachAnswer {
  return {
    text: `I'm not sure which of these you mean. Did you mean ${choiceInWords(offered.map((topic) => topic.title))}? Tap one and I'll answer it.`,
    source: 'builtin',
    topic: null,
    related: [...offered],
    routines: [],
  };
}

/**
 * The topic that answers `question`: the matcher's best when it is close enough (a plain request for a
 * routine is answered even when its words match no topic strongly), unless the classifier learned from parents' questions overrules it (ADR 0068); undefined for
 * "I don't know that one yet".
 */
function answeringTopic(
  question: string,
  best: { score: number; topic: CoachTopic } | undefined,
  learned: LearnedTopic,
): CoachTopic | undefined {
  const matched =
    best && (best.score >= MATCH_THRESHOLD || askedRoutine(question, best.topic) !== null)
      ? best.topic
      : undefined;
  const overruling = learned(question, matched?.id ?? null);
  return (overruling ? topicById(overruling) : undefined) ?? matched;
}

/** The topic a classifier answers `question` with instead of the matcher's `matched`, or null. */
export type LearnedTopic = (question: string, matched: string | null) => string | null;

/**
 * The guide's answer to `question` for a child of `ageGroup` (an age in the question wins). `learned` is the
 * classifier trained on the tuning questions; cross-validation passes one trained on part of them.
 */
export function answerFromLibrary(
  question: string,
  ageGroup: AgeGroup | null,
  learned: LearnedTopic = learnedTopic,
): CoachAnswer {
  const band = ageGroupInQuestion(question) ?? ageGroup;
  const ranked = rankTopics(question)
    .map((match) => ({ ...match, topic: topicById(match.id) }))
    .filter((match): match is typeof match & { topic: CoachTopic } => match.topic !== undefined);
  const answering = answeringTopic(question, ranked[0], learned);
  if (!answering) {
    const near = ranked.filter((match) => match.score >= UNSURE_THRESHOLD).slice(0, RELATED);
    // One topic alone near a question is a word in common ("car" and the school run), not a choice to offer.
    if (near.length >= 2) return unsureAnswer(near.map((match) => ref(match.topic)));
    return {
      text:
        "I don't know that one yet. My built-in guide covers everyday routines and family moments: bedtime, " +
        'mornings, teeth, screens, tantrums, chores and more. You could ask it another way.',
      source: 'builtin',
      topic: null,
      related: [],
      routines: [],
    };
  }
  const kind = askedRoutine(question, answering);
  // A routine asked of a topic that has none comes from the guide's page on that part of the day.
  const topic =
    kind && !answering.routine
      ? (COACH_LIBRARY.find((candidate) => candidate.routineKind === kind && candidate.routine) ?? answering)
      : answering;
  const others = ranked.filter((match) => match.topic.id !== topic.id);
  const related = others
    .filter((match) => match.score >= MATCH_THRESHOLD / 2)
    .slice(0, RELATED)
    .map((match) => ref(match.topic));
  return answerOn(
    topic,
    band,
    related.length > 0 ? related : others.slice(0, RELATED).map((match) => ref(match.topic)),
    kind,
  );
}

/** The guide's page on one topic, for a parent who tapped it. */
export function answerForTopic(topicId: string, ageGroup: AgeGroup | null): CoachAnswer {
  const topic = topicById(topicId);
  if (!topic) return answerFromLibrary(topicId, ageGroup);
  const related = rankTopics(topic.title)
    .filter((match) => match.id !== topic.id)
    .slice(0, RELATED)
    .flatMap((match) => {
      const other = topicById(match.id);
      return other ? [ref(other)] : [];
    });
  return answerOn(topic, ageGroup, related, null);
}
