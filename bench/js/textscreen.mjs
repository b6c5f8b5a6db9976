// JS twin of programs/textscreen.bas: an 80x25 text screen (character and attribute bytes) that each
// row's text is written into at its row and column, and the text stream the host gets.
import { str } from './qb.mjs';

export const sizes = { full: 200, quick: 2 };
const COLS = 80;

export function run(size) {
  const chars = new Uint8Array(COLS * 25).fill(32);
  const attrs = new Uint8Array(COLS * 25).fill(7);
  const lines = [];
  for (let f = 1; f <= size; f++) {
    for (let r = 2; r <= 21; r++) {
      const colour = ((r + f) % 15) + 1;
      const text = `Item${str(r)} =${'*'.repeat((r % 8) + 1)}${str((r * f) % 97)} `;
      const at = (r - 1) * COLS + 2 + (r % 4) * 2;
      for (let i = 0; i < text.length; i++) {
        chars[at + i] = text.charCodeAt(i);
        attrs[at + i] = colour;
      }
      lines.push(`${text}\n`);
    }
  }
  return { text: lines.join(''), chars };
}
