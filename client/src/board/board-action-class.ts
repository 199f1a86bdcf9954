// The look of the board's one big action in a scene (Done on a step, Start now on a routine): the same green
// pill, so a child who knows one knows the other. Its height is the caller's, from its own box (ADR 0090).

/** Classes of the board's big action button, without its minimum height. */
export const BOARD_ACTION_CLASS =
  'flex items-center gap-3 rounded-full bg-(--board-done) px-[clamp(1.5rem,5cqw,2.5rem)] text-3xl font-black text-(--board-done-text) shadow-lift transition active:scale-95 motion-reduce:transition-none';
