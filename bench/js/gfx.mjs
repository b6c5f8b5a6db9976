// Hand-written SCREEN 13 primitives for the JS baselines: a Uint8Array framebuffer, the same line,
// ellipse and fill rules as QBasic (lines top to bottom, Bresenham with both ends; midpoint ellipse),
// and just enough DRAW for the Minesweeper listing. Coordinates are integers inside the screen.

export const WIDTH = 320;
export const HEIGHT = 200;

export class Screen13 {
  pixels = new Uint8Array(WIDTH * HEIGHT);
  /** the "last point referenced" (starts at the centre after SCREEN) */
  lastX = 160;
  lastY = 100;
  drawColor = 15;

  pset(x, y, c) {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) this.pixels[y * WIDTH + x] = c;
    this.lastX = x;
    this.lastY = y;
  }

  point(x, y) {
    return x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT ? this.pixels[y * WIDTH + x] : -1;
  }

  /** LINE (x0,y0)-(x1,y1), c */
  line(x0, y0, x1, y1, c) {
    if (y1 <= y0) plotLine(this.pixels, x1, y1, x0, y0, c);
    else plotLine(this.pixels, x0, y0, x1, y1, c);
    this.lastX = x1;
    this.lastY = y1;
  }

  /** LINE (x0,y0)-(x1,y1), c, BF */
  boxFill(x0, y0, x1, y1, c) {
    const left = Math.max(0, Math.min(x0, x1));
    const right = Math.min(WIDTH - 1, Math.max(x0, x1));
    const top = Math.max(0, Math.min(y0, y1));
    const bottom = Math.min(HEIGHT - 1, Math.max(y0, y1));
    for (let y = top; y <= bottom; y++) this.pixels.fill(c, y * WIDTH + left, y * WIDTH + right + 1);
    this.lastX = x1;
    this.lastY = y1;
  }

  /** LINE (x0,y0)-(x1,y1), c, B */
  box(x0, y0, x1, y1, c) {
    const top = Math.min(y0, y1);
    const bottom = Math.max(y0, y1);
    plotLine(this.pixels, x1, y1, x0, y1, c);
    plotLine(this.pixels, x1, y0, x0, y0, c);
    plotLine(this.pixels, x1, top, x1, bottom, c);
    plotLine(this.pixels, x0, top, x0, bottom, c);
    this.lastX = x1;
    this.lastY = y1;
  }

  /** CIRCLE (cx,cy), r, c with SCREEN 13's default aspect 5/6: rx = r, ry = r * 5/6 rounded half-even */
  circle(cx, cy, r, c) {
    plotEllipse(this.pixels, cx, cy, r, Math.fround(5 / 6), c);
    this.lastX = cx;
    this.lastY = cy;
  }

  /** PAINT (x,y), paint, border: 4-connected scanline fill up to the border (the listing paints in its border colour) */
  paint(x, y, paint, border) {
    floodFill(this.pixels, x, y, paint, border);
    this.lastX = x;
    this.lastY = y;
  }

  /** DRAW commands: B, N, C, M (absolute or relative), U D L R E F G H with optional signed counts */
  draw(commands) {
    runDraw(this, commands);
  }
}

function inside(x, y) {
  return x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT;
}

function away(v) {
  return v < 0 ? -Math.round(-v) : Math.round(v);
}

/** QBasic's LINE: the ends cut to the screen first (Cohen-Sutherland), then Bresenham from the left end. */
export function plotLine(pixels, x0, y0, x1, y1, c) {
  const code = (x, y) => (x < 0 ? 1 : 0) | (x >= WIDTH ? 2 : 0) | (y < 0 ? 4 : 0) | (y >= HEIGHT ? 8 : 0);
  let c0 = code(x0, y0);
  let c1 = code(x1, y1);
  for (let pass = 0; c0 | c1; pass++) {
    if (c0 & c1 || pass === 8) return;
    const first = c0 !== 0;
    const k = first ? c0 : c1;
    const [ax, ay, bx, by] = first ? [x0, y0, x1, y1] : [x1, y1, x0, y0];
    let x;
    let y;
    if (k & 1) { x = 0; y = ay + away(((by - ay) * (0 - ax)) / (bx - ax)); }
    else if (k & 2) { x = WIDTH - 1; y = ay + away(((by - ay) * (WIDTH - 1 - ax)) / (bx - ax)); }
    else if (k & 4) { y = 0; x = ax + away(((bx - ax) * (0 - ay)) / (by - ay)); }
    else { y = HEIGHT - 1; x = ax + away(((bx - ax) * (HEIGHT - 1 - ay)) / (by - ay)); }
    if (first) { x0 = x; y0 = y; c0 = code(x, y); } else { x1 = x; y1 = y; c1 = code(x, y); }
  }
  if (x1 < x0) [x0, y0, x1, y1] = [x1, y1, x0, y0];
  const dx = x1 - x0;
  const dy = Math.abs(y1 - y0);
  const sy = y1 >= y0 ? 1 : -1;
  if (dx >= dy) {
    let err = (dx + 1) >> 1;
    for (let i = 0, x = x0, y = y0; i <= dx; i++, x++) {
      pixels[y * WIDTH + x] = c;
      err -= 2 * dy;
      if (err <= 0) { y += sy; err += 2 * dx; }
    }
  } else {
    let err = (dy + 1) >> 1;
    for (let i = 0, x = x0, y = y0; i <= dy; i++, y += sy) {
      pixels[y * WIDTH + x] = c;
      err -= 2 * dx;
      if (err <= 0) { x++; err += 2 * dy; }
    }
  }
}

function plot(pixels, x, y, c) {
  if (inside(x, y)) pixels[y * WIDTH + x] = c;
}

/** QBasic's CIRCLE at aspect < 1: Bresenham's circle, y of each point times the aspect (a SINGLE), rounded away. */
function plotEllipse(pixels, cx, cy, r, aspect, c) {
  let x = r;
  let y = 0;
  let d = 3 - 2 * r;
  while (x >= y) {
    for (const [px, py] of [[x, y], [y, x]]) {
      const qy = away(py * aspect);
      plot(pixels, cx + px, cy + qy, c);
      plot(pixels, cx - px, cy + qy, c);
      plot(pixels, cx - px, cy - qy, c);
      plot(pixels, cx + px, cy - qy, c);
    }
    if (d < 0) d += 4 * y + 6;
    else { d += 4 * (y - x) + 10; x--; }
    y++;
  }
}

function floodFill(pixels, x, y, paint, border) {
  if (!inside(x, y) || pixels[y * WIDTH + x] === border) return;
  const stack = [x, y];
  while (stack.length > 0) {
    const sy = stack.pop();
    const sx = stack.pop();
    const row = sy * WIDTH;
    const here = pixels[row + sx];
    if (here === border || here === paint) continue;
    let left = sx;
    while (left > 0 && pixels[row + left - 1] !== border && pixels[row + left - 1] !== paint) left--;
    let right = sx;
    while (right < WIDTH - 1 && pixels[row + right + 1] !== border && pixels[row + right + 1] !== paint) right++;
    pixels.fill(paint, row + left, row + right + 1);
    for (const ny of [sy - 1, sy + 1]) {
      if (ny < 0 || ny >= HEIGHT) continue;
      const nrow = ny * WIDTH;
      for (let nx = left; nx <= right; nx++) {
        const v = pixels[nrow + nx];
        if (v !== border && v !== paint && (nx === left || pixels[nrow + nx - 1] === border || pixels[nrow + nx - 1] === paint)) {
          stack.push(nx, ny);
        }
      }
    }
  }
}

/** unit steps of U D L R E F G H, indexed by the command's letter code */
const STEP_X = new Int8Array(128);
const STEP_Y = new Int8Array(128);
const IS_MOVE = new Uint8Array(128);
for (const [letter, dx, dy] of [['U', 0, -1], ['D', 0, 1], ['L', -1, 0], ['R', 1, 0], ['E', 1, -1], ['F', 1, 1],
  ['G', -1, 1], ['H', -1, -1]]) {
  for (const code of [letter.charCodeAt(0), letter.toLowerCase().charCodeAt(0)]) {
    STEP_X[code] = dx;
    STEP_Y[code] = dy;
    IS_MOVE[code] = 1;
  }
}

/** The DRAW subset the Minesweeper listing uses; the scale is the default (one pixel a unit). */
function runDraw(scr, s) {
  const n = s.length;
  let i = 0;
  let blind = false;
  let back = false;
  let c = 0;
  // skips blanks and semicolons, leaving the next code in c (-1 at the end)
  const next = () => {
    while (i < n && ((c = s.charCodeAt(i)) === 32 || c === 59)) i++;
    if (i >= n) c = -1;
  };
  // an optionally signed decimal number at i, or NaN when none follows
  const number = () => {
    next();
    let sign = 1;
    if (c === 43 || c === 45) {
      sign = c === 45 ? -1 : 1;
      i++;
      next();
    }
    if (c < 48 || c > 57) return NaN;
    let v = 0;
    while (c >= 48 && c <= 57) {
      v = v * 10 + c - 48;
      c = ++i < n ? s.charCodeAt(i) : -1;
    }
    return sign * v;
  };
  for (next(); c >= 0; next()) {
    const cmd = c;
    i++;
    const upper = cmd & ~32;
    let nx = 0;
    let ny = 0;
    if (upper === 66) { blind = true; continue; } // B
    if (upper === 78) { back = true; continue; } // N
    if (upper === 67) { scr.drawColor = number(); continue; } // C
    if (upper === 77) { // M x,y: relative when x has a sign
      next();
      const relative = c === 43 || c === 45;
      const mx = number();
      next();
      i++; // the comma
      const my = number();
      nx = relative ? scr.lastX + mx : mx;
      ny = relative ? scr.lastY + my : my;
    } else if (cmd < 128 && IS_MOVE[cmd] === 1) {
      let count = number();
      if (count !== count) count = 1;
      nx = scr.lastX + STEP_X[cmd] * count;
      ny = scr.lastY + STEP_Y[cmd] * count;
    } else throw new Error(`DRAW command ${String.fromCharCode(cmd)} not in the baseline subset`);
    if (!blind) {
      if (ny <= scr.lastY) plotLine(scr.pixels, nx, ny, scr.lastX, scr.lastY, scr.drawColor);
      else plotLine(scr.pixels, scr.lastX, scr.lastY, nx, ny, scr.drawColor);
    }
    if (!back) { scr.lastX = nx; scr.lastY = ny; }
    blind = false;
    back = false;
  }
}
