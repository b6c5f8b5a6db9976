// One page of indexed pixels with a clip rectangle: the primitive plotting every statement builds on.

export class Surface {
  pixels: Uint8Array;
  width = 0;
  height = 0;
  /** inclusive clip rectangle in physical pixels (the VIEW area, or the whole screen) */
  clipX0 = 0;
  clipY0 = 0;
  clipX1 = -1;
  clipY1 = -1;

  constructor(pixels: Uint8Array, width: number, height: number) {
    this.pixels = pixels;
    this.resize(pixels, width, height);
  }

  resize(pixels: Uint8Array, width: number, height: number): void {
    this.pixels = pixels;
    this.width = width;
    this.height = height;
    this.unclip();
  }

  unclip(): void {
    this.setClip(0, 0, this.width - 1, this.height - 1);
  }

  setClip(x0: number, y0: number, x1: number, y1: number): void {
    this.clipX0 = Math.max(0, x0);
    this.clipY0 = Math.max(0, y0);
    this.clipX1 = Math.min(this.width - 1, x1);
    this.clipY1 = Math.min(this.height - 1, y1);
  }

  inClip(x: number, y: number): boolean {
    return x >= this.clipX0 && x <= this.clipX1 && y >= this.clipY0 && y <= this.clipY1;
  }

  plot(x: number, y: number, c: number): void {
    if (x >= this.clipX0 && x <= this.clipX1 && y >= this.clipY0 && y <= this.clipY1) {
      this.pixels[y * this.width + x] = c;
    }
  }

  get(x: number, y: number): number {
    return this.pixels[y * this.width + x];
  }

  /** Fills the rectangle between two corners (any order), clipped. */
  fillRect(x0: number, y0: number, x1: number, y1: number, c: number): void {
    const left = Math.max(Math.min(x0, x1), this.clipX0);
    const right = Math.min(Math.max(x0, x1), this.clipX1);
    const top = Math.max(Math.min(y0, y1), this.clipY0);
    const bottom = Math.min(Math.max(y0, y1), this.clipY1);
    if (left > right) return;
    for (let y = top; y <= bottom; y++) {
      const row = y * this.width;
      this.pixels.fill(c, row + left, row + right + 1);
    }
  }

  /**
   * A Bresenham line with both ends plotted; `style` is a 16-bit mask read from bit 15 and carried on
   * from `mask`, and the next mask is returned so that a box continues its pattern. Off-screen parts
   * are clipped pixel by pixel, keeping the slope (as QB64-PE's lineclip does; PC-BASIC instead clamps
   * the end points to the screen edge, a GW-BASIC trait we do not follow).
   */
  line(x0: number, y0: number, x1: number, y1: number, c: number, style: number, mask = 0x8000): number {
    const dx = Math.abs(x1 - x0);
    const dy = Math.abs(y1 - y0);
    const sx = x1 >= x0 ? 1 : -1;
    const sy = y1 >= y0 ? 1 : -1;
    const solid = (style & 0xffff) === 0xffff;
    if (dx >= dy) {
      let err = dx >> 1;
      let y = y0;
      for (let x = x0, i = 0; i <= dx; i++, x += sx) {
        if (solid || style & mask) this.plot(x, y, c);
        mask = mask === 1 ? 0x8000 : mask >> 1;
        err -= dy;
        if (err < 0) {
          y += sy;
          err += dx;
        }
      }
    } else {
      let err = dy >> 1;
      let x = x0;
      for (let y = y0, i = 0; i <= dy; i++, y += sy) {
        if (solid || style & mask) this.plot(x, y, c);
        mask = mask === 1 ? 0x8000 : mask >> 1;
        err -= dx;
        if (err < 0) {
          x += sx;
          err += dy;
        }
      }
    }
    return mask;
  }
}
