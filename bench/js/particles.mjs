// JS twin of programs/particles.bas, as a JS programmer writes it: an array of objects with x, y, vx, vy
// (every value a multiple of 1/16, so doubles hold what SINGLEs hold).
import { printLine } from './qb.mjs';

export const sizes = { full: 2000, quick: 3 };
const N = 500;

export function run(size) {
  const p = [];
  for (let i = 1; i <= N; i++) {
    p.push({ x: (i * 37) % 320, y: (i * 61) % 200, vx: ((i % 7) - 3) * 0.5, vy: ((i % 5) - 2) * 0.25 });
  }
  for (let f = 1; f <= size; f++) {
    for (const q of p) {
      q.x += q.vx;
      q.y += q.vy;
      if (q.x < 0 || q.x > 319) q.vx = -q.vx;
      if (q.y > 199) q.vy = -q.vy;
      else q.vy += 0.0625;
    }
  }
  let s = 0;
  for (const q of p) s += q.x * 3 + q.y;
  return { text: printLine(Math.round(s * 16)) };
}
