// What QBasic shows when a program ends: `Press any key to continue` on the bottom line of its screen.
import type { GraphicsDevice } from '../../../src/graphics/device.js';

export const PRESS_ANY_KEY = 'Press any key to continue';

/** Print the end-of-program prompt on the last text row, as the QBasic IDE does. */
export function showPressAnyKey(screen: GraphicsDevice): void {
  try {
    screen.viewPrint();
    screen.locate(screen.textRows, 1);
    screen.print(PRESS_ANY_KEY);
  } catch {
    // a screen that cannot take text any more (it never happens in QBasic's modes) keeps its picture
  }
}
