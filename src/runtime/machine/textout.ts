// Text the program prints: drawn on the screen device and copied to Host.writeText with a "\n" wherever
// the screen starts a new line (explicit newlines and wraps at the right edge).
import type { State } from './state.js';

interface TextOutState {
  /** a character went into the last column: the next one wraps first (as the screen does) */
  pending: boolean;
}

function textState(s: State): TextOutState {
  return s.extension('textout', newTextState);
}

const newTextState = (): TextOutState => ({ pending: false });

/** Forget a pending wrap (LOCATE, CLS, SCREEN, WIDTH, VIEW PRINT move the cursor themselves). */
export function cursorMoved(s: State): void {
  textState(s).pending = false;
}

/** The column the next character goes to (textCols + 1 while a wrap is pending). */
export function currentColumn(s: State): number {
  return textState(s).pending ? s.screen.textCols + 1 : s.screen.cursorCol;
}

/** Print bytes at the cursor: the screen and (unless toHost is false) the host's text stream see the same lines. */
export function putText(s: State, text: string, toHost = true): void {
  if (text.length === 0) return;
  const st = textState(s);
  const width = s.screen.textCols;
  let col = currentColumn(s);
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
  st.pending = col > width;
  s.screen.print(text);
  if (out && toHost) s.host.writeText(out);
}

/** End the current line (PRINT without a trailing separator). */
export function newLine(s: State): void {
  putText(s, '\r');
}
