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

/** What Nia did with a question: the topic she answered, or the topics she offered when unsure. */
export interface Answered {
  /** The topic answered, or null when she was unsure or did not know. */
  readonly topic: string | null;
  /** The topics offered as "Did you mean…?" when unsure; none otherwise. */
  readonly offered: readonly string[];
}

/** A question Nia did not answer on topic. */
export interface QuestionMiss {
  readonly question: string;
  readonly expected: readonly string[];
  /** The topic Nia answered with, or null when unsure or for "I don't know that one yet". */
  readonly answered: string | null;
  /** The topics she offered instead, when unsure. */
  readonly offered: readonly string[];
}

/** How Nia did on a set of questions. */
export interface QuestionReport {
  readonly total: number;
  /** Answered with one of the question's topics (top-1). */
  readonly onTopic: number;
  /**
   * The right topic among those Nia gave: answered with it, or, when unsure, offered it among the two or
   * three closest.
   */
  readonly amongOffered: number;
  /** Unsure: answered with "Did you mean…?" and the closest topics. */
  readonly unsure: number;
  /** Answered "I don't know that one yet", with nothing offered. */
  readonly unknown: number;
  readonly misses: readonly QuestionMiss[];
}

/** Asks every question; `answer` says what Nia did with it. */
export function scoreQuestions(
  questions: readonly LabelledQuestion[],
  answer: (question: string) => Answered,
): QuestionReport {
  const misses: QuestionMiss[] = [];
  let unknown = 0;
  let unsure = 0;
  let offeredRight = 0;
  for (const { question, topics } of questions) {
    const { topic, offered } = answer(question);
    if (topic === null && offered.length === 0) unknown += 1;
    if (topic === null && offered.length > 0) unsure += 1;
    if (topic === null && offered.some((id) => topics.includes(id))) offeredRight += 1;
    if (topic === null || !topics.includes(topic))
      misses.push({ question, expected: topics, answered: topic, offered });
  }
  const onTopic = questions.length - misses.length;
  return { total: questions.length, onTopic, amongOffered: onTopic + offeredRight, unsure, unknown, misses };
}

/** A count as a share of the set: "91.0 %". */
function percentOf(count: number, total: number): string {
  return `${((count / total) * 100).toFixed(1)} %`;
}

/** What a miss was answered with, in the report's words. */
function missAnswer(miss: QuestionMiss): string {
  if (miss.answered !== null) return miss.answered;
  return miss.offered.length > 0 ? `unsure: ${miss.offered.join(', ')}` : "I don't know";
}

/**
 * "61 of 67, 91.0 % on topic (top-1), 62, 92.5 % among those offered, 1 unsure, 0 "I don't know"", then
 * every miss on its own line.
 */
export function describeReport(name: string, report: QuestionReport): string {
  const misses = report.misses.map(
    (miss) => `  ${miss.question} → ${missAnswer(miss)} (expected ${miss.expected.join(' or ')})`,
  );
  return [
    `${name}: ${report.onTopic} of ${report.total}, ${percentOf(report.onTopic, report.total)} on topic (top-1), ` +
      `${report.amongOffered}, ${percentOf(report.amongOffered, report.total)} among those offered, ` +
      `${report.unsure} unsure, ${report.unknown} "I don't know"`,
    ...misses,
  ].join('\n');
}
