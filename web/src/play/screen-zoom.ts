// Zoom and pan of the program's screen inside its box, the page around it staying put: two fingers pinch
// and move it (Ctrl + wheel, a trackpad's pinch, at a desk); for a program that does not read the mouse one
// finger moves it when it is zoomed, and a double tap zooms in around the tapped point, the next one back
// out. The canvas is moved with a CSS transform, so a tap's place on it (getBoundingClientRect) is the
// pixel under the finger at every zoom. On a phone (`fitContent`) the screen of a program that does not
// read the mouse is zoomed, until the player zooms it, so that what the program has drawn fills the box,
// all of it in view (Minesweeper's counters and board, not the black around them): in the space the keys
// and how to play leave, and in fullscreen.
import type { ContentBounds } from '../core/painter.js';

/** How far a double tap zooms in (Minesweeper's 12-pixel cells become 30 px on a phone). */
export const DOUBLE_TAP_ZOOM = 2.5;
const MAX_ZOOM = 8;
/** The most the drawn part is zoomed to fill the box (a line of text alone is not blown up to the box). */
const MAX_FIT = 3;
/** Two taps this close in time and place are a double tap. */
const DOUBLE_TAP_MS = 320;
const DOUBLE_TAP_PX = 30;
/** A finger that moves this far is panning, not tapping. */
const DRAG_PX = 10;

interface Finger { x: number; y: number; startX: number; startY: number }

export class ScreenZoom {
  scale = 1;
  private x = 0;
  private y = 0;
  private readsMouse = true;
  private readonly fingers = new Map<number, Finger>();
  private lastTap = { at: -Infinity, x: 0, y: 0 };
  /** the fingers have moved the screen: the touch is not a tap */
  private moved = false;
  /** zoom so that what the program has drawn fills the box (a phone) */
  fitContent = false;
  /** where the run has drawn so far (fractions of the screen) */
  private content: ContentBounds | undefined;
  /** the view follows the drawn part (no zoom or pan of the player's since the run started) */
  private fitted = true;

  constructor(
    private readonly box: HTMLElement,
    private readonly canvas: HTMLCanvasElement,
    /** a gesture has become a zoom or a pan: the touch is no longer the program's mouse */
    private readonly gestureTaken: () => void,
  ) {
    canvas.style.transformOrigin = '0 0';
    box.addEventListener('pointerdown', (e) => this.down(e));
    box.addEventListener('pointermove', (e) => this.move(e));
    box.addEventListener('pointerup', (e) => this.up(e));
    box.addEventListener('pointercancel', (e) => this.fingers.delete(e.pointerId));
    box.addEventListener('wheel', (e) => this.wheel(e), { passive: false });
    // observed after the painter's own observer, so the canvas has its new size here
    new ResizeObserver(() => (this.fitted ? this.fit() : this.apply())).observe(box);
  }

  /** The program reads the mouse: one finger is its pointer, never a pan, a double tap is two clicks, and
   *  the whole screen stays in view (its every pixel may be a place to click). */
  get mouse(): boolean {
    return this.readsMouse;
  }

  set mouse(mouse: boolean) {
    this.readsMouse = mouse;
    if (this.fitted) this.fit();
  }

  /** A new run: nothing drawn yet, the whole screen in its box. */
  reset(): void {
    this.content = undefined;
    this.home();
  }

  /** Back to the view the run's drawing gives (fullscreen coming or going, a double tap out). */
  home(): void {
    this.fitted = true;
    this.fit();
  }

  /** Where the screen has something on it now: the view grows to take it in while it follows the drawing.
   *  null: a new screen mode, nothing of it drawn yet. */
  drawn(bounds: ContentBounds | undefined | null): void {
    if (bounds === null && this.content) {
      this.content = undefined;
      if (this.fitted) this.fit();
    }
    if (!bounds || !this.fitContent) return;
    const had = this.content;
    const content = had ? {
      left: Math.min(had.left, bounds.left), top: Math.min(had.top, bounds.top),
      right: Math.max(had.right, bounds.right), bottom: Math.max(had.bottom, bounds.bottom),
    } : bounds;
    if (had && content.left === had.left && content.top === had.top && content.right === had.right && content.bottom === had.bottom) return;
    this.content = content;
    if (this.fitted) this.fit();
  }

  /** The view that shows all the run has drawn, as large as the box allows (at scale 1 without content). */
  private fit(): void {
    const { content, canvas, box } = this;
    const width = canvas.offsetWidth;
    const height = canvas.offsetHeight;
    if (!this.fitContent || this.mouse || !content || !width || !height) {
      this.scale = 1;
      this.apply();
      return;
    }
    const [shownWidth, shownHeight] = [(content.right - content.left) * width, (content.bottom - content.top) * height];
    this.scale = Math.min(MAX_FIT, box.clientWidth / shownWidth, box.clientHeight / shownHeight);
    // the drawn part's middle at the box's middle (apply keeps the screen over the box)
    this.x = box.clientWidth / 2 - canvas.offsetLeft - ((content.left + content.right) / 2) * width * this.scale;
    this.y = box.clientHeight / 2 - canvas.offsetTop - ((content.top + content.bottom) / 2) * height * this.scale;
    this.apply();
  }

  /** Zoom to `scale` keeping the point under (clientX, clientY) where it is. */
  zoomAt(clientX: number, clientY: number, scale: number): void {
    const next = Math.min(MAX_ZOOM, Math.max(1, scale));
    const rect = this.box.getBoundingClientRect();
    const px = clientX - rect.left - this.canvas.offsetLeft;
    const py = clientY - rect.top - this.canvas.offsetTop;
    this.x = px - ((px - this.x) * next) / this.scale;
    this.y = py - ((py - this.y) * next) / this.scale;
    this.scale = next;
    this.apply();
  }

  private panBy(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.apply();
  }

  /** Keep the zoomed screen over its box (no black edge where there is more picture), and draw it there. */
  private apply(): void {
    const clampAxis = (offset: number, start: number, size: number, boxSize: number): number => {
      const shown = size * this.scale;
      if (shown <= boxSize) return (size - shown) / 2; // smaller than the box: centred where it was laid out
      return Math.min(-start, Math.max(boxSize - start - shown, offset));
    };
    if (this.scale <= 1) {
      this.scale = 1;
      this.x = this.y = 0;
    } else {
      this.x = clampAxis(this.x, this.canvas.offsetLeft, this.canvas.offsetWidth, this.box.clientWidth);
      this.y = clampAxis(this.y, this.canvas.offsetTop, this.canvas.offsetHeight, this.box.clientHeight);
    }
    this.canvas.style.transform = this.scale === 1 ? '' : `translate(${this.x}px, ${this.y}px) scale(${this.scale})`;
    this.box.dataset.zoom = this.scale.toFixed(2);
  }

  private down(e: PointerEvent): void {
    if (e.pointerType !== 'touch') return;
    this.fingers.set(e.pointerId, { x: e.clientX, y: e.clientY, startX: e.clientX, startY: e.clientY });
    if (this.fingers.size === 1) this.moved = false;
  }

  private move(e: PointerEvent): void {
    const finger = this.fingers.get(e.pointerId);
    if (!finger) return;
    const fingers = [...this.fingers.values()];
    if (fingers.length >= 2) {
      const [a, b] = fingers as [Finger, Finger];
      const before = { mid: midpoint(a, b), span: distance(a, b) };
      finger.x = e.clientX;
      finger.y = e.clientY;
      const after = { mid: midpoint(a, b), span: distance(a, b) };
      if (!this.moved && Math.abs(after.span - distance({ x: a.startX, y: a.startY }, { x: b.startX, y: b.startY })) < DRAG_PX
        && distance(after.mid, midpoint({ x: a.startX, y: a.startY }, { x: b.startX, y: b.startY })) < DRAG_PX) return;
      this.take();
      this.zoomAt(before.mid.x, before.mid.y, this.scale * (before.span > 0 ? after.span / before.span : 1));
      this.panBy(after.mid.x - before.mid.x, after.mid.y - before.mid.y);
      return;
    }
    const [dx, dy] = [e.clientX - finger.x, e.clientY - finger.y];
    finger.x = e.clientX;
    finger.y = e.clientY;
    if (this.mouse || this.scale === 1) return;
    if (!this.moved && Math.hypot(finger.x - finger.startX, finger.y - finger.startY) < DRAG_PX) return;
    this.take();
    this.panBy(dx, dy);
  }

  private up(e: PointerEvent): void {
    const finger = this.fingers.get(e.pointerId);
    if (!finger) return;
    this.fingers.delete(e.pointerId);
    if (this.fingers.size > 0 || this.moved || this.mouse) return;
    const now = e.timeStamp; // when the finger lifted, however late a busy page handles it
    const last = this.lastTap;
    if (now - last.at < DOUBLE_TAP_MS && Math.hypot(e.clientX - last.x, e.clientY - last.y) < DOUBLE_TAP_PX) {
      this.lastTap = { at: -Infinity, x: 0, y: 0 };
      if (!this.fitted) return this.home();
      this.fitted = false;
      this.zoomAt(e.clientX, e.clientY, Math.max(DOUBLE_TAP_ZOOM, this.scale * 1.5));
    } else {
      this.lastTap = { at: now, x: e.clientX, y: e.clientY };
    }
  }

  private take(): void {
    if (this.moved) return;
    this.moved = true;
    this.fitted = false;
    this.gestureTaken();
  }

  private wheel(e: WheelEvent): void {
    if (!e.ctrlKey) return;
    e.preventDefault();
    this.fitted = false;
    this.zoomAt(e.clientX, e.clientY, this.scale * Math.exp(-e.deltaY / 200));
  }
}

const midpoint = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
