// The mouse driver's pointer as QBasic programs saw it (INT 33h function 1). In graphics modes the
// Microsoft driver's default arrow: a 16x16 screen mask ANDed and a cursor mask XORed onto the screen,
// hot spot at its top left (the masks are the driver's documented defaults, e.g. in Ralf Brown's
// Interrupt List, INT 33/AX=0009h). In text modes the driver's software cursor inverts the cell under it.

/** 0 bits: the arrow's shape (black where the cursor mask is 0, white where it is 1). */
const SCREEN_MASK = [
  0x3fff, 0x1fff, 0x0fff, 0x07ff, 0x03ff, 0x01ff, 0x00ff, 0x007f,
  0x003f, 0x001f, 0x01ff, 0x10ff, 0x30ff, 0xf87f, 0xf87f, 0xfc7f,
];
const CURSOR_MASK = [
  0x0000, 0x4000, 0x6000, 0x7000, 0x7800, 0x7c00, 0x7e00, 0x7f00,
  0x7f80, 0x7c00, 0x6c00, 0x4600, 0x0600, 0x0300, 0x0300, 0x0000,
];

/**
 * Draw the pointer into RGBA words (`white`: the mode's colour 15) at (x, y) in the mode's pixels;
 * `textCell` is the character cell's height in text modes, 0 in graphics modes.
 */
export function drawMousePointer(
  out: Uint32Array, width: number, height: number, x: number, y: number, textCell: number, white: number,
): void {
  if (textCell) return invertCell(out, width, height, x, y, textCell);
  for (let row = 0; row < 16 && y + row < height; row++) {
    const screen = SCREEN_MASK[row]!;
    const cursor = CURSOR_MASK[row]!;
    for (let col = 0; col < 16 && x + col < width; col++) {
      const bit = 0x8000 >> col;
      const i = (y + row) * width + x + col;
      const kept = screen & bit ? out[i]! : 0xff000000;
      out[i] = cursor & bit ? (kept ^ (white & 0xffffff)) | 0xff000000 : kept;
    }
  }
}

/** The text-mode pointer: the 8-pixel-wide cell under (x, y) in inverse colours. */
function invertCell(out: Uint32Array, width: number, height: number, x: number, y: number, cellHeight: number): void {
  const left = x - (x % 8);
  const top = y - (y % cellHeight);
  for (let row = top; row < Math.min(height, top + cellHeight); row++) {
    for (let col = left; col < Math.min(width, left + 8); col++) {
      const i = row * width + col;
      out[i] = (out[i]! ^ 0xffffff) | 0xff000000;
    }
  }
}
