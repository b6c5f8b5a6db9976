// The screen modes QBasic supports on a VGA, with their geometry, colours and text layout.
import type { PaletteKind } from './palettes/index.js';

export interface ModeSpec {
  readonly mode: number;
  readonly width: number;
  readonly height: number;
  /** number of attributes (1 << bits per pixel) */
  readonly colors: number;
  readonly textCols: number;
  readonly textRows: number;
  /** glyph cell height (8, 14 or 16); cells are 8 pixels wide */
  readonly charHeight: number;
  readonly pages: number;
  readonly paletteKind: PaletteKind;
  /** bits per pixel as GET/PUT store them: packed (1 or 2 bits, or a byte in SCREEN 13) vs bit planes */
  readonly planes: number;
  readonly bitsPerPlane: number;
}

function graphicsMode(
  mode: number, width: number, height: number, colors: number, charHeight: number, pages: number,
  paletteKind: PaletteKind,
): ModeSpec {
  const planar = colors === 16 || mode === 10;
  const bits = colors === 256 ? 8 : colors === 4 ? 2 : 1;
  return {
    mode, width, height, colors, charHeight, pages, paletteKind,
    textCols: width / 8, textRows: Math.floor(height / charHeight),
    planes: planar ? 4 : 1, bitsPerPlane: planar ? 1 : bits,
  };
}

// Pages as QBasic gives them on a VGA with 256K (QBasic help, "SCREEN Statement Details").
const GRAPHICS_MODES: readonly ModeSpec[] = [
  graphicsMode(1, 320, 200, 4, 8, 1, 'cga16'),
  graphicsMode(2, 640, 200, 2, 8, 1, 'cga16'),
  graphicsMode(7, 320, 200, 16, 8, 8, 'cga16'),
  graphicsMode(8, 640, 200, 16, 8, 4, 'cga16'),
  graphicsMode(9, 640, 350, 16, 14, 2, 'ega64'),
  // monochrome EGA: 4 attributes in 2 bit planes, 9 pseudo-colours
  { ...graphicsMode(10, 640, 350, 4, 14, 2, 'mono9'), planes: 2, bitsPerPlane: 1 },
  graphicsMode(11, 640, 480, 2, 16, 1, 'vga'),
  graphicsMode(12, 640, 480, 16, 16, 1, 'vga'),
  graphicsMode(13, 320, 200, 256, 8, 1, 'vga'),
];

export function graphicsModeSpec(mode: number): ModeSpec | undefined {
  return GRAPHICS_MODES.find((spec) => spec.mode === mode);
}

/** SCREEN 0 with `cols` x `rows` cells; the glyph height follows the row count as on a VGA. */
export function textModeSpec(cols: number, rows: number): ModeSpec {
  const charHeight = rows <= 25 ? 16 : rows <= 43 ? 8 : 8;
  const pages = cols === 40 ? 8 : rows === 25 ? 4 : rows === 43 ? 2 : 1;
  return {
    mode: 0, width: cols * 8, height: rows * charHeight, colors: 16, textCols: cols, textRows: rows,
    charHeight, pages, paletteKind: 'ega64', planes: 4, bitsPerPlane: 1,
  };
}

/** CIRCLE's default aspect: 4/3 of the screen's height over its width (SCREEN 13: 5/6). */
export function defaultAspect(spec: ModeSpec): number {
  return (4 * spec.height) / (3 * spec.width);
}
