// JS twin of programs/selectcase.bas: a switch on the opcode, LONG arithmetic checked.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 20000, quick: 100 };

export function run(size) {
  let total = 0;
  for (let r = 1; r <= size; r = i16(r + 1)) {
    let acc = 0;
    for (let i = 1; i <= 100; i = i16(i + 1)) {
      const op = i16(i16(i * 7) + r) % 6;
      switch (op) {
        case 0: acc = i32(acc + i); break;
        case 1: acc = i32(acc - r); break;
        case 2: acc ^= i; break;
        case 3: case 4: acc = Math.trunc(acc / 2); break;
        default: acc = i32(acc * 3) % 1000003;
      }
    }
    total = i32(total + acc) % 1000003;
  }
  return { text: printLine(total) };
}
