// What the built-in guide does with a question, as the question set scores it: the coach screen's answer with
// no child chosen (`answerFromLibrary(question, null)`), or, when Nia is unsure, the topics she offers.
import { answerFromLibrary } from '../builtin-coach';
import type { Answered } from './question-set';

/** The topic the guide answers `question` with, or the topics it offers instead. */
export function guideAnswered(question: string): Answered {
  const answer = answerFromLibrary(question, null);
  if (answer.topic) return { topic: answer.topic.id, offered: [] };
  return { topic: null, offered: answer.related.map((topic) => topic.id) };
}
