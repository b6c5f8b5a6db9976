// What the page plays at first: the program the address names, else this one (the built index.html
// preloads it too, unless the address carries a program's text of its own).
export const DEFAULT_PROGRAM = 'minesweeper';

/** An address carrying a program's text (a share link, an exercise, a user's saved program, an example
 *  being edited) rather than a listing's name. */
export const TEXT_ADDRESS = /^#(code=|exercise=|user(:|%3A)|example(:|%3A))/i;
