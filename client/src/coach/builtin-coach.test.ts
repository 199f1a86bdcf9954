import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '@sync/domain/age-group';
import { findTaskPicture } from '@sync/domain/task-pictures';
import { coachRoutineSuggestionSchema } from '@sync/schemas/coach';
import { answerForTopic, answerFromLibrary, COACH_TOPICS, STARTER_QUESTIONS } from './builtin-coach';
import { routineFor } from './coach-routines';
import { COACH_LIBRARY } from './library/coach-library';
import { ageGroupInQuestion } from './question-age';
import { rankTopics } from './topic-search';

/** Topics that are a routine problem: every answer on them offers a routine to add in one tap (ADR 0055). */
const ROUTINE_PROBLEMS = [
  'morning-routine',
  'out-the-door',
  'after-school-routine',
  'bedtime-routine',
  'bedtime-battles',
  'night-waking',
  'brushing-teeth',
  'getting-dressed',
  'bath-time',
  'potty-training',
  'tidying-up',
  'homework',
  'chores-by-age',
  'pets',
  'independence',
  'screen-time',
];

/** The routine problems parents name (issue #23), and the topic of the guide each is. */
const NAMED_ROUTINE_PROBLEMS: Readonly<Record<string, string>> = {
  teeth: 'brushing-teeth',
  dressing: 'getting-dressed',
  bedtime: 'bedtime-battles',
  'the bedtime routine': 'bedtime-routine',
  'the morning rush': 'out-the-door',
  'the morning routine': 'morning-routine',
  tidying: 'tidying-up',
  homework: 'homework',
  'turning screens off': 'screen-time',
  'the potty': 'potty-training',
  'the bath': 'bath-time',
};

/** Topics answered with guidance only. */
const GUIDANCE_ONLY = [
  'transition-tantrums',
  'big-feelings',
  'listening-cooperation',
  'sibling-fights',
  'dawdling-focus',
  'fears',
  'phones-social-media',
  'rewards-motivation',
  'picky-eating',
  'pocket-money',
];

describe('ageGroupInQuestion', () => {
  it.each([
    ['morning routine for my 4 year old', '3-4'],
    ['my 6-year-old', '5-6'],
    ['a 7yo who dawdles', '7-9'],
    ['our eleven year old', '10-12'],
    ['my 15 yr old', '13+'],
    ['our teenager', '13+'],
    ['a toddler at nursery', '3-4'],
    ['bedtime battles', null],
  ] as const)('reads "%s" as %s', (question, band) => {
    expect(ageGroupInQuestion(question)).toBe(band);
  });
});

describe('the built-in guide', () => {
  it('covers at least 15 topics, each written for all five age bands', () => {
    expect(COACH_LIBRARY.length).toBeGreaterThanOrEqual(15);
    for (const topic of COACH_LIBRARY) {
      for (const band of AGE_GROUPS)
        expect(topic.bands[band].tips.length, `${topic.id} ${band}`).toBeGreaterThan(0);
    }
    expect(new Set(COACH_TOPICS.map((topic) => topic.id)).size).toBe(COACH_LIBRARY.length);
  });

  it('answers a morning routine request for a 4-year-old with a valid 3–4 routine of known pictures', () => {
    const answer = answerFromLibrary('What is a good morning routine for my 4 year old?', null);
    expect(answer.topic?.id).toBe('morning-routine');
    expect(answer.text).toContain('ages 3–4');
    const [routine] = answer.routines;
    expect(coachRoutineSuggestionSchema.parse(routine)).toEqual(routine);
    expect(routine?.tasks.every((task) => findTaskPicture(task.icon) !== undefined)).toBe(true);
  });

  it("writes for the chosen child's band unless the question names another age", () => {
    expect(answerFromLibrary('Bedtime is a battle', '10-12').text).toContain('ages 10–12');
    expect(answerFromLibrary('Bedtime is a battle with my 4 year old', '10-12').text).toContain('ages 3–4');
  });

  it('says which band it assumed when no child or age is given', () => {
    expect(answerFromLibrary('how much screen time is ok', null).text).toMatch(
      /written for ages 3–4. Pick a child/,
    );
  });

  it("says it doesn't know a question outside the guide, and offers no topic that would not fit", () => {
    const answer = answerFromLibrary('How do I change the oil in my car?', '5-6');
    expect(answer.text).toMatch(/^I don't know that one yet\./);
    expect(answer.topic).toBeNull();
    expect(answer.related).toEqual([]);
    expect(answer.routines).toEqual([]);
  });

  it('asks "Did you mean…?" with the two or three closest topics when a question is near some but close to none', () => {
    const answer = answerFromLibrary('mornings', '5-6');
    expect(answer.topic).toBeNull();
    expect(answer.related.map((topic) => topic.id)).toEqual(['morning-routine', 'out-the-door']);
    expect(answer.text).toBe(
      "I'm not sure which of these you mean. Did you mean a morning routine or getting out the door? Tap one and I'll answer it.",
    );
    expect(answer.routines).toEqual([]);
  });

  it('answers the topic a parent taps among those offered', () => {
    const offered = answerFromLibrary('mornings', '5-6').related[0];
    const answer = answerForTopic(offered?.id ?? '', '5-6');
    expect(answer.topic?.id).toBe('morning-routine');
    expect(answer.text).toContain('For ages 5–6');
  });

  it('offers guidance without a routine when the parent asks about behaviour', () => {
    const answer = answerFromLibrary('My kids fight constantly', '7-9');
    expect(answer.topic?.id).toBe('sibling-fights');
    expect(answer.routines).toEqual([]);
  });

  it('has a routine of every kind for every band, teenagers included', () => {
    for (const band of AGE_GROUPS) {
      for (const kind of ['morning', 'after-school', 'bedtime'] as const) {
        expect(() => coachRoutineSuggestionSchema.parse(routineFor(kind, band))).not.toThrow();
      }
    }
  });

  it('answers a tapped topic from its own page, and every starter question finds a topic', () => {
    expect(answerForTopic('picky-eating', '5-6').topic?.id).toBe('picky-eating');
    for (const question of STARTER_QUESTIONS) expect(answerFromLibrary(question, '5-6').topic).not.toBeNull();
  });
});

describe('the routine a routine problem offers', () => {
  it('names every topic of the guide either a routine problem or guidance only, never both', () => {
    const named = [...ROUTINE_PROBLEMS, ...GUIDANCE_ONLY];
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(COACH_LIBRARY.map((topic) => topic.id).sort());
  });

  it('finds every routine problem parents name among the routine problems', () => {
    for (const [problem, topicId] of Object.entries(NAMED_ROUTINE_PROBLEMS)) {
      expect(ROUTINE_PROBLEMS, problem).toContain(topicId);
    }
  });

  it('offers a routine card on every topic that is a routine problem or belongs to a part of the day, at every age', () => {
    const without = COACH_LIBRARY.filter(
      (topic) => ROUTINE_PROBLEMS.includes(topic.id) || topic.routineKind !== null,
    ).flatMap((topic) =>
      AGE_GROUPS.filter((band) => answerForTopic(topic.id, band).routines.length === 0).map(
        (band) => `${topic.id} (${band})`,
      ),
    );
    expect(without).toEqual([]);
  });

  it.each(ROUTINE_PROBLEMS)(
    'offers a valid routine of known pictures for %s at every age, asked or tapped',
    (topicId) => {
      const topic = COACH_LIBRARY.find((candidate) => candidate.id === topicId);
      for (const band of AGE_GROUPS) {
        for (const answer of [answerForTopic(topicId, band), answerFromLibrary(topic?.title ?? '', band)]) {
          expect(answer.topic?.id, `${topicId} ${band}`).toBe(topicId);
          const [routine] = answer.routines;
          expect(routine, `${topicId} ${band}`).toBeDefined();
          expect(coachRoutineSuggestionSchema.parse(routine)).toEqual(routine);
          expect(routine?.tasks.every((task) => findTaskPicture(task.icon) !== undefined)).toBe(true);
          expect(answer.text).toContain('Here is a routine to start from.');
        }
      }
    },
  );

  it.each(GUIDANCE_ONLY)('offers guidance without a routine for %s', (topicId) => {
    for (const band of AGE_GROUPS) expect(answerForTopic(topicId, band).routines).toEqual([]);
  });

  it('copies the routine it offers, so changing the card never changes the guide', () => {
    const first = answerForTopic('brushing-teeth', '3-4').routines[0];
    first?.tasks.splice(0, 1);
    expect(answerForTopic('brushing-teeth', '3-4').routines[0]?.tasks.length).toBe(4);
  });
});

describe('the questions of issue #23 (Nia does not answer the questions parents ask)', () => {
  it.each([
    "my 4 year old won't brush teeth",
    'How do I get my child to brush their teeth?',
    'brushing teeth',
    'toothbrushing is a fight every night',
  ])('answers "%s" with the teeth page and a teeth routine', (question) => {
    const answer = answerFromLibrary(question, null);
    expect(answer.topic?.id).toBe('brushing-teeth');
    expect(answer.routines[0]?.name).toBe('Teeth time');
  });

  it('writes the teeth answer for the age in the question', () => {
    const answer = answerFromLibrary("my 4 year old won't brush teeth", '10-12');
    expect(answer.text).toContain('ages 3–4');
    expect(answer.routines[0]?.tasks.map((task) => task.name)).toContain('You brush, then grown-up brushes');
  });
});

describe('how Nia reads a question', () => {
  it('reads a typo as the word a typo away', () => {
    expect(rankTopics('brushng teeth tantrum')[0]?.id).toBe('brushing-teeth');
    expect(rankTopics("he won't eat any vegatables")[0]?.id).toBe('picky-eating');
  });

  it('reads "a nightmare" and "a monster" as figures of speech, not sleep or fears', () => {
    expect(answerFromLibrary("mornings are a nightmare, we're always late", null).topic?.id).toBe(
      'out-the-door',
    );
    expect(answerFromLibrary('my 5 year old is a monster after school', null).topic?.id).toBe(
      'after-school-routine',
    );
  });

  it('lets the thing a struggle is about decide, not the word "fight"', () => {
    expect(answerFromLibrary("can't get my kid dressed without a fight", null).topic?.id).toBe(
      'getting-dressed',
    );
    expect(answerFromLibrary('bedtime is a fight every single night', null).topic?.id).toBe(
      'bedtime-battles',
    );
  });
});
