// JS twin of programs/printloop.bas: the text PRINT sends to the screen, line by line (LOCATE moves the
// cursor; the text stream gets each printed line).
import { i16, str } from './qb.mjs';

export const sizes = { full: 300, quick: 3 };

export function run(size) {
  const lines = [];
  for (let f = 1; f <= size; f = i16(f + 1)) {
    for (let r = 1; r <= 20; r = i16(r + 1)) {
      lines.push(`Row${str(r)} frame${str(f)} value${str(i16(r * f) % 1000)} \n`);
    }
  }
  return { text: lines.join('') };
}
