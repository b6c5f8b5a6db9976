// Browser key events -> the strings QBasic's INKEY$ returns: one byte for ordinary keys, CHR$(0) + scan
// code for extended keys (IBM PC BIOS codes: QBasic help "Keyboard Scan Codes"; qbasic-facts.md "Keyboard").
import { cp437Byte } from './cp437.js';

/** The parts of a KeyboardEvent the mapping reads. */
export interface KeyPress {
  key: string;
  code?: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey?: boolean;
}

/** An extended key as INKEY$ returns it: CHR$(0) + the scan code. */
export const ext = (scan: number): string => '\0' + String.fromCharCode(scan);

/** Extended keys: [plain, shift, ctrl, alt] scan codes (0: the BIOS gives no code for it). */
const EXTENDED: Record<string, [number, number, number, number]> = {
  Home: [71, 71, 119, 151], ArrowUp: [72, 72, 141, 152], PageUp: [73, 73, 132, 153],
  ArrowLeft: [75, 75, 115, 155], ArrowRight: [77, 77, 116, 157], End: [79, 79, 117, 159],
  ArrowDown: [80, 80, 145, 160], PageDown: [81, 81, 118, 161], Insert: [82, 82, 146, 162],
  Delete: [83, 83, 147, 163],
  F11: [133, 135, 137, 139], F12: [134, 136, 138, 140],
};

/** Alt + letter / digit: the scan code of the key (the BIOS gives CHR$(0) + scan). */
const ALT_SCANS: Record<string, number> = {
  q: 16, w: 17, e: 18, r: 19, t: 20, y: 21, u: 22, i: 23, o: 24, p: 25,
  a: 30, s: 31, d: 32, f: 33, g: 34, h: 35, j: 36, k: 37, l: 38,
  z: 44, x: 45, c: 46, v: 47, b: 48, n: 49, m: 50,
  '1': 120, '2': 121, '3': 122, '4': 123, '5': 124, '6': 125, '7': 126, '8': 127, '9': 128, '0': 129,
  '-': 130, '=': 131,
};

function functionKey(n: number, e: KeyPress): string {
  // F1-F10 59-68, Shift 84-93, Ctrl 94-103, Alt 104-113
  const base = e.altKey ? 104 : e.ctrlKey ? 94 : e.shiftKey ? 84 : 59;
  return ext(base + n - 1);
}

function namedKey(e: KeyPress): string | undefined {
  const row = EXTENDED[e.key];
  if (row) {
    const scan = row[e.altKey ? 3 : e.ctrlKey ? 2 : e.shiftKey ? 1 : 0];
    return scan ? ext(scan) : undefined;
  }
  const fn = /^F(\d+)$/.exec(e.key);
  if (fn && Number(fn[1]) <= 10) return functionKey(Number(fn[1]), e);
  switch (e.key) {
    case 'Enter': return e.ctrlKey ? '\n' : '\r';
    case 'Escape': return '\x1b';
    case 'Backspace': return e.ctrlKey ? '\x7f' : '\b';
    case 'Tab': return e.shiftKey ? ext(15) : '\t';
    default: return undefined;
  }
}

/** The letter or digit a key stands for, from the physical key when there is one (Alt/Ctrl + key). */
function baseChar(e: KeyPress): string {
  const code = e.code ?? '';
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  if (/^Digit\d$/.test(code)) return code.slice(5);
  return e.key.length === 1 ? e.key.toLowerCase() : '';
}

function controlChord(e: KeyPress): string | undefined {
  const ch = baseChar(e);
  if (e.altKey) {
    const scan = ALT_SCANS[ch];
    return scan ? ext(scan) : undefined;
  }
  if (/^[a-z]$/.test(ch)) return String.fromCharCode(ch.charCodeAt(0) - 96); // Ctrl+A = CHR$(1)
  const special: Record<string, string> = { '[': '\x1b', '\\': '\x1c', ']': '\x1d', '-': '\x1f', '2': ext(3) };
  return special[ch];
}

/** What INKEY$ returns for a key press, or undefined when the program gets nothing (Shift alone ...). */
export function qbasicKey(e: KeyPress): string | undefined {
  if (e.metaKey) return undefined;
  const named = namedKey(e);
  if (named !== undefined || e.key.length > 1) return named;
  // AltGr arrives as Ctrl+Alt with the character it types: that character is what the user meant
  const altGr = e.ctrlKey && e.altKey;
  if ((e.ctrlKey || e.altKey) && !altGr) return controlChord(e);
  const byte = cp437Byte(e.key);
  return byte === undefined ? undefined : String.fromCharCode(byte);
}

/** Ctrl+Break stops a running program (the only key QBasic keeps from it: INKEY$ help). */
export function isBreak(e: KeyPress): boolean {
  return e.key === 'Cancel' || (e.ctrlKey && (e.key === 'Pause' || e.code === 'Pause'));
}
