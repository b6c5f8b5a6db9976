// JS twin of programs/dblsub.bas, as a JS programmer writes it: the state in an object the step function updates.
import { clng, str } from './qb.mjs';

export const sizes = { full: 300, quick: 1 };

function stepit(b, dt) {
  const r2 = b.x * b.x + b.y * b.y;
  const a = -1 / (r2 * Math.sqrt(r2));
  b.vx = b.vx + a * b.x * dt;
  b.vy = b.vy + a * b.y * dt;
  b.x = b.x + b.vx * dt;
  b.y = b.y + b.vy * dt;
}

export function run(size) {
  const b = { x: 1, y: 0, vx: 0, vy: 1 };
  for (let i = 1; i <= size * 1000; i++) stepit(b, 0.001);
  return { text: `${str(clng(b.x * 1000000))} ${str(clng(b.y * 1000000))} \n` };
}
