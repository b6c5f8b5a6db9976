// The canvas as the program's mouse (INT 33h): mouse events and touches -> the mouse words of the shared
// control block, in the mode's pixels. Touch: a tap is a left click, a long press or a two-finger tap a
// right click, a drag moves the pointer.
import { moveMouse, mouseButton } from './shared.js';

/** A touch held this long becomes a right-button press. */
const LONG_PRESS_MS = 450;
/** A tap holds the left button down this long, so that a program polling the buttons sees it. */
const TAP_HOLD_MS = 80;

const LEFT = 0;
const RIGHT = 1;

export class CanvasMouse {
  /** the last position in mode pixels (the painter draws the pointer there) */
  x = 0;
  y = 0;
  private readonly touches = new Set<number>();
  private longPress = 0;
  /** the button the current touch gesture holds down or will click */
  private gesture: 'tap' | 'right-held' | 'two-finger' | 'none' = 'none';

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly control: () => Int32Array,
    /** the mode's size in pixels (the canvas may be wider: text modes' 9-pixel cells) */
    private readonly size: () => { width: number; height: number },
    private readonly onInput: () => void = () => {},
  ) {
    canvas.addEventListener('pointerdown', (e) => this.down(e));
    canvas.addEventListener('pointermove', (e) => this.move(e));
    canvas.addEventListener('pointerup', (e) => this.up(e));
    canvas.addEventListener('pointercancel', (e) => this.cancel(e));
    canvas.addEventListener('contextmenu', (e) => e.preventDefault());
  }

  /** A touch became a zoom or a pan of the screen (screen-zoom.ts): it clicks nothing and moves nothing. */
  cancelTouch(): void {
    clearTimeout(this.longPress);
    if (this.gesture === 'right-held') mouseButton(this.control(), RIGHT, false);
    this.gesture = 'none';
  }

  /** Where a pointer event falls in the mode's pixels (clamped to the screen). */
  private place(e: PointerEvent): void {
    const box = this.canvas.getBoundingClientRect();
    const { width, height } = this.size();
    const clamp = (v: number, max: number) => Math.min(max - 1, Math.max(0, Math.floor(v)));
    this.x = clamp(((e.clientX - box.left) * width) / Math.max(1, box.width), width);
    this.y = clamp(((e.clientY - box.top) * height) / Math.max(1, box.height), height);
    moveMouse(this.control(), this.x, this.y);
  }

  private down(e: PointerEvent): void {
    this.onInput();
    if (e.pointerType === 'touch') return this.touchDown(e);
    this.place(e);
    const button = e.button === 2 ? RIGHT : e.button === 1 ? 2 : LEFT;
    this.canvas.setPointerCapture?.(e.pointerId);
    mouseButton(this.control(), button, true);
    if (e.button === 1) e.preventDefault(); // no autoscroll
  }

  private move(e: PointerEvent): void {
    if (e.pointerType === 'touch' && (!this.touches.has(e.pointerId) || this.gesture === 'none')) return;
    this.place(e);
  }

  private up(e: PointerEvent): void {
    if (e.pointerType === 'touch') return this.touchUp(e);
    this.place(e);
    mouseButton(this.control(), e.button === 2 ? RIGHT : e.button === 1 ? 2 : LEFT, false);
  }

  private cancel(e: PointerEvent): void {
    if (e.pointerType !== 'touch') return;
    this.touches.delete(e.pointerId);
    clearTimeout(this.longPress);
    if (this.gesture === 'right-held') mouseButton(this.control(), RIGHT, false);
    if (this.touches.size === 0) this.gesture = 'none';
  }

  private touchDown(e: PointerEvent): void {
    e.preventDefault();
    this.touches.add(e.pointerId);
    if (this.touches.size === 2 && this.gesture === 'tap') {
      clearTimeout(this.longPress);
      this.gesture = 'two-finger';
      return;
    }
    if (this.touches.size > 1) return;
    this.place(e);
    this.gesture = 'tap';
    this.longPress = window.setTimeout(() => {
      if (this.gesture !== 'tap') return;
      this.gesture = 'right-held';
      mouseButton(this.control(), RIGHT, true);
      navigator.vibrate?.(15);
    }, LONG_PRESS_MS);
  }

  private touchUp(e: PointerEvent): void {
    if (!this.touches.delete(e.pointerId)) return;
    clearTimeout(this.longPress);
    if (this.touches.size > 0) return;
    const gesture = this.gesture;
    this.gesture = 'none';
    if (gesture === 'right-held') mouseButton(this.control(), RIGHT, false);
    else if (gesture === 'tap') this.click(LEFT);
    else if (gesture === 'two-finger') this.click(RIGHT);
  }

  /** Press and release a button, held long enough for a polling program to see it down. */
  private click(button: number): void {
    const control = this.control();
    mouseButton(control, button, true);
    window.setTimeout(() => mouseButton(control, button, false), TAP_HOLD_MS);
  }
}
