// Nia's words as the parent reads them. Answers are plain text (coach-answer.ts): paragraphs split by a blank
// line, "- " lines a list. They are rendered as text, never as HTML, whoever wrote them.

/** One block of an answer: a paragraph or a list. */
type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** The blocks of an answer's text, in order. */
export function answerBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim());
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      const item = /^[-*•]\s+(.*)$/.exec(line)?.[1];
      if (item !== undefined) {
        flush();
        const last = blocks.at(-1);
        if (last?.kind === 'list') last.items.push(item);
        else blocks.push({ kind: 'list', items: [item] });
      } else if (line !== '') {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** An answer's paragraphs and lists. */
export function AnswerText({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed">
      {answerBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-sunrise-500">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
