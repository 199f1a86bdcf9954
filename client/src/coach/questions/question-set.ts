// The parents' questions Nia is measured on (tuning-questions.txt, held-out-questions.txt): reading the
// files and scoring the answers. The app reads the tuning questions with it to train its topic classifier
// (learned-topic.ts, ADR 0068); it never ships the held-out ones.

/** One parent's question and the topics a person would file it under (one, or two when it fits both). */
export interface LabelledQuestion {
  readonly question: string;
  readonly topics: readonly string[];
}

/** Reads "topic-id | question" and "a, b | question" lines; blank lines and # notes are skipped. */
export function parseQuestions(text: string): LabelledQuestion[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const bar = line.indexOf(' | ');
      if (bar < 0) throw new SyntaxError(`Not "topic | question": ${line}`);
      return {
        topics: line
          .slice(0, bar)
          .split(',')
          .map((topic) => topic.trim()),
        question: line.slice(bar + 3).trim(),
      };
    });
}

/** A question Nia did not answer on topic. */
export interface QuestionMiss {
  readonly question: string;
  readonly expected: readonly string[];
  /** The topic Nia answered with, or null for "I don't know that one yet". */
  readonly answered: string | null;
}

/** How Nia did on a set of questions. */
export interface QuestionReport {
  readonly total: number;
  /** Answered with one of the question's topics. */
  readonly onTopic: number;
  /** Answered "I don't know that one yet". */
  readonly unknown: number;
  readonly misses: readonly QuestionMiss[];
}

/** Asks every question; `answer` gives the topic Nia answers with, or null when she says she doesn't know. */
export function scoreQuestions(
  questions: readonly LabelledQuestion[],
  answer: (question: string) => string | null,
): QuestionReport {
  const misses: QuestionMiss[] = [];
  let unknown = 0;
  for (const { question, topics } of questions) {
    const answered = answer(question);
    if (answered === null) unknown += 1;
    if (answered === null || !topics.includes(answered))
      misses.push({ question, expected: topics, answered });
  }
  return { total: questions.length, onTopic: questions.length - misses.length, unknown, misses };
}

/** "61 of 67, 91.0 % on topic, 0 "I don't know"", then every miss on its own line. */
export function describeReport(name: string, report: QuestionReport): string {
  const percent = ((report.onTopic / report.total) * 100).toFixed(1);
  const misses = report.misses.map(
    (miss) =>
      `  ${miss.question} → ${miss.answered ?? "I don't know"} (expected ${miss.expected.join(' or ')})`,
  );
  return [
    `${name}: ${report.onTopic} of ${report.total}, ${percent} % on topic, ${report.unknown} "I don't know"`,
    ...misses,
  ].join('\n');
}
