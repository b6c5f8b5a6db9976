// The keyboard scan code and shift state behind an INKEY$ key (US layout), for the user-defined key traps
// `KEY n, CHR$(shift) + CHR$(scan code)` (KEY 15-25). Shift states: 0 none, 3 Shift, 4 Ctrl.

/** Unshifted and shifted characters of the keys with scan codes 2-53 that type one. */
const ROWS: [number, string, string][] = [
  [2, '1234567890-=', '!@#$%^&*()_+'],
  [16, 'qwertyuiop[]', 'QWERTYUIOP{}'],
  [30, "asdfghjkl;'`", 'ASDFGHJKL:"~'],
  [43, '\\zxcvbnm,./', '|ZXCVBNM<>?'],
];

const BY_CHAR = new Map<string, { scan: number; shift: number }>([
  ['\x1b', { scan: 1, shift: 0 }], ['\b', { scan: 14, shift: 0 }], ['\t', { scan: 15, shift: 0 }],
  ['\r', { scan: 28, shift: 0 }], [' ', { scan: 57, shift: 0 }],
]);
for (const [first, plain, shifted] of ROWS) {
  for (let i = 0; i < plain.length; i++) {
    BY_CHAR.set(plain[i], { scan: first + i, shift: 0 });
    BY_CHAR.set(shifted[i], { scan: first + i, shift: 3 });
  }
}
// Ctrl+A ... Ctrl+Z type CHR$(1) ... CHR$(26), where those are not Backspace, Tab or Enter
for (let code = 1; code <= 26; code++) {
  const c = String.fromCharCode(code);
  if (!BY_CHAR.has(c)) BY_CHAR.set(c, { scan: BY_CHAR.get(String.fromCharCode(96 + code))!.scan, shift: 4 });
}

/** The scan code and shift state of key `k` as INKEY$ gives it (an extended key: its scan code, no shift). */
export function scanCodeOf(k: string): { scan: number; shift: number } | undefined {
  if (k.length === 2 && k[0] === '\0') return { scan: k.charCodeAt(1), shift: 0 };
  return BY_CHAR.get(k);
}
