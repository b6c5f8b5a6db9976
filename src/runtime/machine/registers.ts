// The 8086 registers CALL INTERRUPT and CALL INTERRUPTX pass in RegType / RegTypeX records (QB.BI: ax, bx,
// cx, dx, bp, si, di, flags, and ds, es for the X form), as unsigned 16-bit values.

export const REGISTER_NAMES = ['AX', 'BX', 'CX', 'DX', 'BP', 'SI', 'DI', 'FLAGS', 'DS', 'ES'] as const;

export interface Registers {
  ax: number; bx: number; cx: number; dx: number; bp: number; si: number; di: number;
  flags: number; ds: number; es: number;
}

export const CARRY = 1;
export const ZERO = 0x40;

export function emptyRegisters(): Registers {
  return { ax: 0, bx: 0, cx: 0, dx: 0, bp: 0, si: 0, di: 0, flags: 0, ds: 0, es: 0 };
}

export const high = (v: number) => (v >> 8) & 255;
export const low = (v: number) => v & 255;
export const word = (hi: number, lo: number) => ((hi & 255) << 8) | (lo & 255);
