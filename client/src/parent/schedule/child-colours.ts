// A colour per child on the family's week, so a parent tells at a glance whose swimming lesson it is. The
// pairs come from the brand palette (client/src/styles.css); ink text keeps AA contrast on every one.

/** The classes of one child's colour. */
export interface ChildColour {
  /** Item cards: a light background and a strong left border. */
  card: string;
  /** The dot beside the child's name in the filter. */
  dot: string;
}

const COLOURS: readonly ChildColour[] = [
  { card: 'border-sky-400 bg-sky-100', dot: 'bg-sky-400' },
  { card: 'border-sunrise-400 bg-sunrise-100', dot: 'bg-sunrise-400' },
  { card: 'border-leaf-400 bg-leaf-100', dot: 'bg-leaf-400' },
  { card: 'border-sun-400 bg-sun-200/60', dot: 'bg-sun-400' },
];

/** The colour of the child at `index` in the family's list (oldest profile first); a fifth child starts again. */
export function childColour(index: number): ChildColour {
  return COLOURS[index % COLOURS.length] ?? { card: 'border-ink/30 bg-white', dot: 'bg-ink' };
}
