import { describe, expect, it } from 'vitest';
import { answerBlocks } from './answer-text';

describe('answerBlocks', () => {
  it('splits paragraphs at blank lines and joins the lines of one paragraph', () => {
    expect(answerBlocks('First line\nstill first.\n\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First line still first.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('reads "- ", "* " and "• " lines as one list, even right after a paragraph line', () => {
    expect(answerBlocks('Try this:\n- one\n* two\n• three\n\nThen rest.')).toEqual([
      { kind: 'paragraph', text: 'Try this:' },
      { kind: 'list', items: ['one', 'two', 'three'] },
      { kind: 'paragraph', text: 'Then rest.' },
    ]);
  });

  it('answers nothing for empty text, so a half-written answer shows no empty paragraph', () => {
    expect(answerBlocks('  \n\n ')).toEqual([]);
  });
});
