// The zoomed pixel grid: a window onto the screen around what the string drew, one cell per pixel in the
// mode's palette, coordinates on the axes, the start point (green ring) and the pen (magenta cross),
// pixels P painted hatched, the hovered command's pixels outlined, and differing pixels crossed out.
import type { Point } from './model.js';

export interface Box { x0: number; y0: number; x1: number; y1: number }

export interface GridPicture {
  box: Box;
  width: number;
  /** attribute per screen pixel, and whether a command set it */
  attr: (i: number) => number;
  drawn: (i: number) => boolean;
  painted: (i: number) => boolean;
  /** an attribute's colour, 0x00BBGGRR */
  color: (attr: number) => number;
  start: Point;
  pen: Point;
  highlight?: ReadonlySet<number>;
  differs?: ReadonlySet<number>;
  /** mark the pen in red: the string failed there */
  failed?: boolean;
  /** a short label written in a drawn pixel's cell when cells are big enough (the command's number) */
  label?: (i: number) => string | undefined;
}

const LEFT = 34;
const TOP = 18;
const FONT = '11px ui-monospace, monospace';

/** The box around the given pixels and points, grown by a margin and to a minimum size, kept on screen. */
export function boxAround(pixels: Iterable<number>, width: number, height: number, points: Point[], min = 12): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const take = (x: number, y: number) => {
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  };
  for (const i of pixels) take(i % width, Math.floor(i / width));
  for (const p of points) take(Math.min(Math.max(p.x, 0), width - 1), Math.min(Math.max(p.y, 0), height - 1));
  const grow = (lo: number, hi: number, limit: number): [number, number] => {
    let [a, b] = [lo - 2, hi + 2];
    while (b - a + 1 < min) [a, b] = [a - 1, b + 1];
    if (a < 0) [a, b] = [0, Math.min(limit - 1, b - a)];
    if (b > limit - 1) [a, b] = [Math.max(0, a - (b - limit + 1)), limit - 1];
    return [a, b];
  };
  [x0, x1] = grow(x0, x1, width);
  [y0, y1] = grow(y0, y1, height);
  return { x0, y0, x1, y1 };
}

function luminance(rgb: number): number {
  return 0.2126 * (rgb & 255) + 0.7152 * ((rgb >> 8) & 255) + 0.0722 * ((rgb >> 16) & 255);
}

export class Grid {
  cell = 16;
  private box: Box = { x0: 0, y0: 0, x1: 0, y1: 0 };

  constructor(readonly canvas: HTMLCanvasElement) {}

  /** Draws the picture with cells sized to fit `maxWidth` CSS pixels (4 to 32 pixels a cell). */
  render(p: GridPicture, maxWidth: number, maxCell = 32): void {
    const { box } = p;
    this.box = box;
    const cols = box.x1 - box.x0 + 1;
    const rows = box.y1 - box.y0 + 1;
    this.cell = Math.max(4, Math.min(maxCell, Math.floor((maxWidth - LEFT - 4) / cols)));
    const c = this.cell;
    const [w, h] = [LEFT + cols * c + 1, TOP + rows * c + 1];
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(w * ratio);
    this.canvas.height = Math.round(h * ratio);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    const g = this.canvas.getContext('2d')!;
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.fillStyle = '#101018';
    g.fillRect(0, 0, w, h);
    this.axes(g, cols, rows);
    this.fills(g, p, cols, rows);
    for (let y = box.y0; y <= box.y1; y++) {
      for (let x = box.x0; x <= box.x1; x++) this.pixel(g, p, x, y);
    }
    this.mark(g, p.start, '#3ddc84', 'ring');
    this.mark(g, p.pen, p.failed ? '#ff4040' : '#ff5cf4', 'cross');
  }

  /** The screen pixel under a pointer position, if it is on the grid. */
  pixelAt(clientX: number, clientY: number): Point | undefined {
    const r = this.canvas.getBoundingClientRect();
    const x = this.box.x0 + Math.floor((clientX - r.left - LEFT) / this.cell);
    const y = this.box.y0 + Math.floor((clientY - r.top - TOP) / this.cell);
    if (x < this.box.x0 || x > this.box.x1 || y < this.box.y0 || y > this.box.y1) return undefined;
    return { x, y };
  }

  private axes(g: CanvasRenderingContext2D, cols: number, rows: number): void {
    const c = this.cell;
    const every = c >= 24 ? 1 : c >= 12 ? 2 : c >= 6 ? 5 : 10;
    g.font = FONT;
    g.fillStyle = '#c8c8d0';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (let i = 0; i < cols; i++) {
      const x = this.box.x0 + i;
      if (x % every === 0) g.fillText(String(x), LEFT + i * c + c / 2, TOP / 2);
    }
    g.textAlign = 'right';
    for (let j = 0; j < rows; j++) {
      const y = this.box.y0 + j;
      if (y % every === 0) g.fillText(String(y), LEFT - 4, TOP + j * c + c / 2);
    }
  }

  /** Every cell's colour at once (one pixel per cell, scaled up), then the grid lines. */
  private fills(g: CanvasRenderingContext2D, p: GridPicture, cols: number, rows: number): void {
    const c = this.cell;
    const image = new ImageData(cols, rows);
    const words = new Uint32Array(image.data.buffer);
    for (let j = 0; j < rows; j++) {
      for (let k = 0; k < cols; k++) words[j * cols + k] = 0xff000000 | p.color(p.attr((this.box.y0 + j) * p.width + this.box.x0 + k));
    }
    const small = document.createElement('canvas');
    [small.width, small.height] = [cols, rows];
    small.getContext('2d')!.putImageData(image, 0, 0);
    g.imageSmoothingEnabled = false;
    g.drawImage(small, LEFT, TOP, cols * c, rows * c);
    if (c < 6) return;
    g.strokeStyle = '#2c2c38';
    g.lineWidth = 1;
    g.beginPath();
    for (let k = 0; k <= cols; k++) {
      g.moveTo(LEFT + k * c + 0.5, TOP);
      g.lineTo(LEFT + k * c + 0.5, TOP + rows * c);
    }
    for (let j = 0; j <= rows; j++) {
      g.moveTo(LEFT, TOP + j * c + 0.5);
      g.lineTo(LEFT + cols * c, TOP + j * c + 0.5);
    }
    g.stroke();
  }

  /** What a cell shows besides its colour: not drawn, dark ink, painted, its command, highlight, difference. */
  private pixel(g: CanvasRenderingContext2D, p: GridPicture, x: number, y: number): void {
    const c = this.cell;
    const i = y * p.width + x;
    const [px, py] = [LEFT + (x - this.box.x0) * c, TOP + (y - this.box.y0) * c];
    const drawn = p.drawn(i);
    const dark = luminance(p.color(p.attr(i))) < 90;
    if (c < 6 && !p.highlight?.has(i) && !p.differs?.has(i)) return;
    g.lineWidth = 1;
    if (!drawn && c >= 8) {
      g.fillStyle = '#55556a';
      g.fillRect(px + c / 2 - 1, py + c / 2 - 1, 2, 2);
    } else if (drawn && dark) {
      g.strokeStyle = '#9a9aae'; // a drawn dark pixel keeps an outline, so black ink shows on black
      g.strokeRect(px + 2.5, py + 2.5, c - 4, c - 4);
    }
    if (p.painted(i) && c >= 6) this.hatch(g, px, py, dark ? '#ffffff80' : '#00000070');
    const label = drawn && c >= 18 ? p.label?.(i) : undefined;
    if (label) {
      g.font = `${Math.min(14, Math.floor(c / 2))}px ui-monospace, monospace`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillStyle = dark ? '#ffffff' : '#000000';
      g.fillText(label, px + c / 2, py + c / 2 + 1);
    }
    if (p.highlight?.has(i)) {
      g.strokeStyle = '#ffd400';
      g.lineWidth = 2;
      g.strokeRect(px + 1, py + 1, c - 1, c - 1);
    }
    if (p.differs?.has(i)) {
      g.strokeStyle = '#ff3030';
      g.lineWidth = Math.max(2, c / 8);
      g.beginPath();
      g.moveTo(px + 2, py + 2);
      g.lineTo(px + c - 2, py + c - 2);
      g.moveTo(px + c - 2, py + 2);
      g.lineTo(px + 2, py + c - 2);
      g.stroke();
    }
  }

  private hatch(g: CanvasRenderingContext2D, px: number, py: number, color: string): void {
    const c = this.cell;
    g.save();
    g.beginPath();
    g.rect(px, py, c, c);
    g.clip();
    g.strokeStyle = color;
    g.lineWidth = 1;
    g.beginPath();
    for (let k = -c; k < c; k += 4) {
      g.moveTo(px + k, py + c);
      g.lineTo(px + k + c, py);
    }
    g.stroke();
    g.restore();
  }

  private mark(g: CanvasRenderingContext2D, at: Point, color: string, shape: 'ring' | 'cross'): void {
    const { box } = this;
    if (at.x < box.x0 || at.x > box.x1 || at.y < box.y0 || at.y > box.y1) return;
    const c = this.cell;
    const [cx, cy] = [LEFT + (at.x - box.x0) * c + c / 2, TOP + (at.y - box.y0) * c + c / 2];
    const r = Math.max(3, c * 0.42);
    g.lineWidth = Math.max(2, c / 7);
    for (const [stroke, extra] of [['#000', 1.5], [color, 0]] as const) {
      g.strokeStyle = stroke;
      g.lineWidth = Math.max(2, c / 7) + extra;
      g.beginPath();
      if (shape === 'ring') g.arc(cx, cy, r, 0, Math.PI * 2);
      else {
        // the cross's arms stop short of the centre, so the cell's number stays readable under the pen
        const gap = r * 0.45;
        for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
          g.moveTo(cx + dx * r, cy + dy * r);
          g.lineTo(cx + dx * gap, cy + dy * gap);
        }
      }
      g.stroke();
    }
  }
}
