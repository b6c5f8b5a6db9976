// JS twin of programs/neighbours.bas: INTEGER counters, each operation checked for Overflow, each subscript
// checked against the bounds (1 TO 30, 1 TO 16) in a 2D `at`, every relation of the AND evaluated (QBasic
// does not short-circuit), the SUB's loops in a function of their own, a LONG checksum.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 1 };

export function run(size) {
  const board = new Int16Array(30 * 16);
  const counts = new Int16Array(30 * 16);
  const at = (x, y) => {
    if (x < 1 || x > 30 || y < 1 || y > 16) throw new Error('Subscript out of range');
    return x - 1 + 30 * (y - 1);
  };
  const countAll = () => {
    for (let x = 1; x <= 30; x = i16(x + 1)) {
      for (let y = 1; y <= 16; y = i16(y + 1)) {
        let n = 0;
        for (let dx = -1; dx <= 1; dx = i16(dx + 1)) {
          for (let dy = -1; dy <= 1; dy = i16(dy + 1)) {
            const inside = (i16(x + dx) >= 1 ? -1 : 0) & (i16(x + dx) <= 30 ? -1 : 0)
              & (i16(y + dy) >= 1 ? -1 : 0) & (i16(y + dy) <= 16 ? -1 : 0);
            if (inside !== 0 && board[at(i16(x + dx), i16(y + dy))] === 1) n = i16(n + 1);
          }
        }
        counts[at(x, y)] = n;
      }
    }
  };
  for (let x = 1; x <= 30; x = i16(x + 1)) {
    for (let y = 1; y <= 16; y = i16(y + 1)) if (i16(i16(x * 7) + i16(y * 13)) % 5 === 0) board[at(x, y)] = 1;
  }
  for (let k = 1; k <= size; k = i16(k + 1)) countAll();
  let t = 0;
  for (let x = 1; x <= 30; x = i16(x + 1)) {
    for (let y = 1; y <= 16; y = i16(y + 1)) t = i32(t + i16(counts[at(x, y)] * x));
  }
  return { text: printLine(t) };
}
