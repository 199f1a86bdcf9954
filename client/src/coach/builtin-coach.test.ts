import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../../../sync/domain/age-group';
import { findTaskPicture } from '../../../sync/domain/task-pictures';
import { coachRoutineSuggestionSchema } from '../../../sync/schemas/coach';
import { answerForTopic, answerFromLibrary, COACH_TOPICS, STARTER_QUESTIONS } from './builtin-coach';
import { routineFor } from './coach-routines';
import { COACH_LIBRARY } from './library/coach-library';
import { ageGroupInQuestion } from './question-age';

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

  it("says it doesn't know a question outside the guide, and offers the closest topics", () => {
    const answer = answerFromLibrary('How do I change the oil in my car?', '5-6');
    expect(answer.text).toMatch(/^I don't know that one yet\./);
    expect(answer.topic).toBeNull();
    expect(answer.related.length).toBeGreaterThan(0);
    expect(answer.routines).toEqual([]);
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
