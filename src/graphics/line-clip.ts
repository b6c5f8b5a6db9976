// The part of a line that lies inside a clip rectangle, found as QBasic 1.1 finds it (measured under DOSBox:
// docs/qbasic-behaviour.md, "LINE"): Cohen-Sutherland, the first end cut before the second, each end cut at
// the left, right, top then bottom edge it lies beyond, the other coordinate of the cut rounded half away
// from zero. The line is then drawn between the cut ends, so its slope is that of the visible part.

import { roundAway } from './coords.js';

const LEFT = 1;
const RIGHT = 2;
const TOP = 4;
const BOTTOM = 8;

/** [x0, y0, x1, y1] inside [left, top]-[right, bottom], or undefined when no part of the line is. */
export function clipSegment(
  x0: number, y0: number, x1: number, y1: number, left: number, top: number, right: number, bottom: number,
): [number, number, number, number] | undefined {
  const outcode = (x: number, y: number) =>
    (x < left ? LEFT : 0) | (x > right ? RIGHT : 0) | (y < top ? TOP : 0) | (y > bottom ? BOTTOM : 0);
  let c0 = outcode(x0, y0);
  let c1 = outcode(x1, y1);
  // each pass puts one end on an edge, so four per end at most
  for (let pass = 0; pass < 8; pass++) {
    if ((c0 | c1) === 0) return [x0, y0, x1, y1];
    if (c0 & c1) return undefined;
    const first = c0 !== 0;
    const code = first ? c0 : c1;
    const [ax, ay, bx, by] = first ? [x0, y0, x1, y1] : [x1, y1, x0, y0];
    let x: number;
    let y: number;
    if (code & LEFT) {
      x = left;
      y = ay + roundAway(((by - ay) * (left - ax)) / (bx - ax));
    } else if (code & RIGHT) {
      x = right;
      y = ay + roundAway(((by - ay) * (right - ax)) / (bx - ax));
    } else if (code & TOP) {
      y = top;
      x = ax + roundAway(((bx - ax) * (top - ay)) / (by - ay));
    } else {
      y = bottom;
      x = ax + roundAway(((bx - ax) * (bottom - ay)) / (by - ay));
    }
    if (first) {
      x0 = x;
      y0 = y;
      c0 = outcode(x, y);
    } else {
      x1 = x;
      y1 = y;
      c1 = outcode(x, y);
    }
  }
  return undefined;
}
