// Text the program prints: drawn on the screen device and copied to Host.writeText with a "\n" wherever
// the screen starts a new line (explicit newlines and wraps at the right edge).
import type { State } from './state.js';

/** Forget a pending wrap (LOCATE, CLS, SCREEN, WIDTH, VIEW PRINT move the cursor themselves). */
export function cursorMoved(s: State): void {
  s.textPending = false;
}

/** The column the next character goes to (textCols + 1 while a wrap is pending). */
export function currentColumn(s: State): number {
  return s.textPending ? s.screen.textCols + 1 : s.screen.cursorCol;
}

/** Print bytes at the cursor: the screen and (unless toHost is false) the host's text stream see the same lines. */
export function putText(s: State, text: string, toHost = true): void {
  const n = text.length;
  if (n === 0) return;
  const width = s.screen.textCols;
  let col = s.textPending ? width + 1 : s.screen.cursorCol;
  if (col + n - 1 <= width && plain(text)) {
    // the common item: printable characters that fit on the line go to the host as they are
    s.textPending = col + n > width;
    s.screen.print(text);
    if (toHost) s.host.writeText(text);
    return;
  }
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 13 || code === 10) {
      out += '\n';
      col = 1;
    } else if (code === 7) {
      s.host.tone?.(800, 250);
    } else if (code === 9) {
      do {
        if (col > width) { out += '\n'; col = 1; }
        out += ' ';
        col++;
      } while ((col - 1) % 8 !== 0 && col <= width);
    } else if (code === 11 || code === 12 || (code >= 28 && code <= 31)) {
      // cursor controls move the screen cursor; the text stream has no place for them
    } else {
      if (col > width) { out += '\n'; col = 1; }
      out += text[i];
      col++;
    }
  }
  s.textPending = col > width;
  s.screen.print(text);
  if (out && toHost) s.host.writeText(out);
}

/** No control characters (codes below 32): each character takes one column. */
export function plain(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 32) return false;
  return true;
}

/** End the current line (PRINT without a trailing separator): putText(s, '\r') without its scan. */
export function newLine(s: State): void {
  s.textPending = false;
  s.screen.print('\r');
  s.host.writeText('\n');
}
