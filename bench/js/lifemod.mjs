// JS twin of programs/lifemod.bas, as a JS programmer writes it: two Float32Array boards indexed
// x + 60 * y, the neighbours summed in loops with % wrapping.
import { printLine } from './qb.mjs';

export const sizes = { full: 60, quick: 1 };
const W = 60;
const H = 40;

export function run(size) {
  const g = new Float32Array(W * H);
  const h = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) if ((x * 37 + y * 91) % 7 < 3) g[x + W * y] = 1;
  }
  for (let gen = 1; gen <= size; gen++) {
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        let n = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            if (dx !== 0 || dy !== 0) n += g[((x + dx + W) % W) + W * ((y + dy + H) % H)];
          }
        }
        h[x + W * y] = n === 3 || (n === 2 && g[x + W * y] === 1) ? 1 : 0;
      }
    }
    g.set(h);
  }
  let c = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) c += g[x + W * y] * (x + y);
  }
  return { text: printLine(c) };
}
