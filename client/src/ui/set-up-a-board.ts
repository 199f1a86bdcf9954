/**
 * The one name of pairing a tablet: the parent app's buttons and headings say it, and the tablet's /setup
 * page tells its owner to choose it (ADR 0096), so the words a parent reads on the wall are the words on
 * the button.
 */
export const SET_UP_A_BOARD = 'Set up a board';
