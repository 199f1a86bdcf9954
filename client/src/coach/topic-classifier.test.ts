// The topic classifier learned from labelled parents' questions (ADR 0068): a few questions of three topics
// are enough to show what it does with a question it has not seen.
import { describe, expect, it } from 'vitest';
import { trainTopicClassifier } from './topic-classifier';

const EXAMPLES = [
  { question: 'my 4 year old will not brush his teeth', topics: ['brushing-teeth'] },
  { question: 'toothbrushing is a fight every night', topics: ['brushing-teeth'] },
  { question: 'she hates the taste of toothpaste', topics: ['brushing-teeth'] },
  { question: 'how much pocket money for an 8 year old', topics: ['pocket-money'] },
  { question: 'should his allowance be paid weekly', topics: ['pocket-money'] },
  { question: 'she spends all her savings on sweets', topics: ['pocket-money'] },
  { question: 'my kids fight all day long', topics: ['sibling-fights'] },
  { question: 'older brother keeps hitting his little sister', topics: ['sibling-fights'] },
  { question: 'they argue about whose turn it is', topics: ['sibling-fights', 'listening-cooperation'] },
];

const classifier = trainTopicClassifier(EXAMPLES);

describe('the topic classifier', () => {
  it('trains on labelled questions and ranks every topic it learned, best first', () => {
    const ranked = classifier.classify('brushing teeth is a fight');
    expect(ranked.map((topic) => topic.id).sort()).toEqual(
      ['brushing-teeth', 'listening-cooperation', 'pocket-money', 'sibling-fights'].sort(),
    );
    const scores = ranked.map((topic) => topic.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranked[0]?.id).toBe('brushing-teeth');
  });

  it('files an unseen paraphrase under the topic of the questions it resembles', () => {
    expect(classifier.classify('how much money should a child get each week')[0]?.id).toBe('pocket-money');
    expect(classifier.classify('the brothers keep arguing and hitting each other')[0]?.id).toBe(
      'sibling-fights',
    );
  });

  it('reads a typo through the letters the word keeps', () => {
    expect(classifier.classify('alowance')[0]?.id).toBe('pocket-money');
    expect(classifier.classify('toothpast')[0]?.id).toBe('brushing-teeth');
  });

  it('scores a question like none of its questions close to nothing', () => {
    const [first] = classifier.classify('what is the capital of Australia');
    expect(first?.score ?? 0).toBeLessThan(0.1);
  });

  it('counts a question filed under two topics for both', () => {
    const ranked = classifier.classify('whose turn is it to argue');
    expect(
      ranked
        .slice(0, 2)
        .map((topic) => topic.id)
        .sort(),
    ).toEqual(['listening-cooperation', 'sibling-fights'].sort());
  });
});
