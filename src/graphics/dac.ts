// The VGA DAC behind every mode: 256 colour registers (6 bits each of red, green, blue) that programs set
// directly with OUT &H3C8 / &H3C9 and read with OUT &H3C7 / INP(&H3C9). An attribute shows the DAC entry
// the attribute controller gives it: itself in SCREEN 13; in the 16-colour modes the EGA colour number
// (PALETTE's colour in SCREEN 0 and 9, the CGA colour's EGA equivalent in SCREEN 7 and 8: brown is 20,
// the bright colours 56-63); in SCREEN 12 the EGA default mapping, so attribute 6 is entry 20 and 8-15 are
// 56-63, the well-known SCREEN 12 trap for OUT palette code.
import type { ModeSpec } from './modes.js';
import { EGA_DEFAULT_16, packRgb6, vgaDefaultColor } from './palettes/index.js';

/** The DAC entry attribute `attr` shows, given PALETTE's colour numbers. */
export function dacIndexOf(spec: ModeSpec, paletteColors: Int32Array, attr: number): number {
  switch (spec.paletteKind) {
    case 'vga': return spec.mode === 13 ? attr : spec.colors === 2 ? (attr ? 63 : 0) : EGA_DEFAULT_16[attr & 15];
    case 'ega64': return paletteColors[attr] & 63;
    default: return EGA_DEFAULT_16[paletteColors[attr] & 15];
  }
}

/** 6-bit r, g, b of EGA colour `index` (bits rgbRGB) as the VGA BIOS loads DAC entries 0-63. */
function egaRgb6(index: number): number {
  const level = (primary: number, secondary: number) => ((index >> primary) & 1) * 42 + ((index >> secondary) & 1) * 21;
  return level(2, 5) | (level(1, 4) << 8) | (level(0, 3) << 16);
}

/** Colours set through the DAC ports, by DAC entry: 65536*b + 256*g + r, each 0..63. */
export class Dac {
  private readonly set = new Map<number, number>();

  clear(): void {
    this.set.clear();
  }

  forget(index: number): void {
    this.set.delete(index);
  }

  write(index: number, rgb6: number): void {
    this.set.set(index & 255, rgb6);
  }

  /** The packed 0x00BBGGRR colour entry `index` shows, when a program set it. */
  rgba(index: number): number | undefined {
    const c = this.set.get(index);
    return c === undefined ? undefined : packRgb6(c & 63, (c >> 8) & 63, (c >> 16) & 63);
  }

  /** Entry `index` as 65536*b + 256*g + r: set by a program, else what the mode's palette puts there. */
  read(index: number, spec: ModeSpec, paletteColors: Int32Array): number {
    const c = this.set.get(index);
    if (c !== undefined) return c;
    if (spec.paletteKind === 'vga') {
      for (let a = 0; a < spec.colors; a++) if (dacIndexOf(spec, paletteColors, a) === index) return paletteColors[a];
      return vgaDefaultColor(index);
    }
    return index < 64 ? egaRgb6(index) : vgaDefaultColor(index);
  }
}
