/** The classes of a card on a board screen, in the theme's colours (themeStyle). */
export const BOARD_CARD =
  'rounded-[2rem] bg-(--board-surface) p-5 text-(--board-text) shadow-soft ring-1 ring-ink/10';
