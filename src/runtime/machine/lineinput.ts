// The line editor INPUT, LINE INPUT and RANDOMIZE use: typed keys echo on the screen, Backspace
// erases, Enter ends. The host's text stream gets the finished line (as the screen finally shows it).
import { EndSignal } from './signals.js';
import { waitKey } from './keyboard.js';
import type { State } from './state.js';
import { cursorMoved, putText } from './textout.js';

const MAX_LINE = 255;

/** Read one line from the keyboard; `newline` moves to the next line after Enter (INPUT without ;). */
export function readLine(s: State, newline: boolean): string {
  let line = '';
  try {
    for (;;) {
      const k = waitKey(s);
      if (k === '\r') break;
      if (k === '\b') {
        if (line.length > 0) {
          line = line.slice(0, -1);
          eraseLeft(s);
        }
        continue;
      }
      if (k.length !== 1 || k.charCodeAt(0) < 32 || line.length >= MAX_LINE) continue;
      line += k;
      putText(s, k, false);
    }
  } catch (e) {
    if (e instanceof EndSignal) s.host.writeText(line);
    throw e;
  }
  s.host.writeText(line);
  if (newline) putText(s, '\r');
  return line;
}

/** Backspace on the screen: step back one cell (to the previous row at column 1) and blank it. */
function eraseLeft(s: State): void {
  const sc = s.screen;
  let row = sc.cursorRow;
  let col = sc.cursorCol - 1;
  if (col < 1) {
    if (row <= 1) return;
    row--;
    col = sc.textCols;
  }
  sc.locate(row, col);
  sc.print(' ');
  sc.locate(row, col);
  cursorMoved(s);
}
