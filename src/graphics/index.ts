// The graphics device: createScreen plus the contract, fonts and palettes.
import type { GraphicsDevice, ScreenMemory } from './device.js';
import { Screen } from './screen.js';

export * from './device.js';
export * from './fonts/index.js';
export * from './palettes/index.js';
export { createMemory } from './screen.js';
export { traceDraw, drawStart, type DrawTrace, type DrawFailure, type DrawStart } from './draw.js';
export * from './draw-map.js';
export { designDraw, blindMove, DesignError, type DesignPixel, type DesignSetup } from './draw-design.js';
export { readPixelMap, imagePixels, PixelMapError, ImageError, type ReadMap } from './design-input.js';
export { defaultAspect, graphicsModeSpec, textModeSpec, type ModeSpec } from './modes.js';

/** A screen in SCREEN 0 (80x25 text) drawing into `memory` (or memory of its own). */
export function createScreen(memory?: ScreenMemory): GraphicsDevice {
  return new Screen(memory);
}
