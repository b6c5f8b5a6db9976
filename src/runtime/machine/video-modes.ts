// The BIOS's numbers for the screen modes (INT 10h AH=0 / AH=0Fh, and the byte at 0:449).
import type { GraphicsDevice } from '../../graphics/device.js';

/** BIOS video modes (INT 10h AH=0) and the SCREEN modes they are. */
export const BIOS_MODES: [bios: number, screen: number, cols: number][] = [
  [3, 0, 80], [2, 0, 80], [7, 0, 80], [1, 0, 40], [0, 0, 40], [4, 1, 40], [5, 1, 40], [6, 2, 80],
  [0x0d, 7, 40], [0x0e, 8, 80], [0x0f, 10, 80], [0x10, 9, 80], [0x11, 11, 80], [0x12, 12, 80], [0x13, 13, 40],
];

/** The BIOS mode number of the screen's mode (3 for 80-column text, 13h for SCREEN 13 ...). */
export function biosMode(sc: GraphicsDevice): number {
  const bios = BIOS_MODES.find(([, screen, cols]) => screen === sc.mode && (sc.mode !== 0 || cols === sc.textCols));
  return bios ? bios[0] : 3;
}
