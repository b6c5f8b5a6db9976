// The program the page plays when the address names none (also preloaded by the built index.html).
export const DEFAULT_PROGRAM = 'minesweeper';
