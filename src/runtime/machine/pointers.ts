// VARPTR$ tokens: QBasic returns a type byte and a 2-byte address; here the "address" numbers a
// variable site whose current value DRAW (X and =) and PLAY read back through the resolver.
import type { DrawResolver } from '../../graphics/device.js';
import { QBasicError } from '../errors.js';
import type { State } from './state.js';

/** QBasic's VARPTR$ type bytes (QB4.5 help, VARPTR$): 2 INTEGER, 3 STRING, 4 SINGLE, 8 DOUBLE, 20 LONG. */
export const VARPTR_TYPE: Record<string, number> = { INTEGER: 2, STRING: 3, SINGLE: 4, DOUBLE: 8, LONG: 20 };

interface Pointers {
  readers: Map<number, () => number | string>;
}

function pointers(s: State): Pointers {
  return s.extension('pointers', () => ({ readers: new Map() }));
}

/** The token for a variable site (`id` is unique per site); `read` gives its current value. */
export function varptrToken(s: State, id: number, type: string, read: () => number | string): string {
  pointers(s).readers.set(id, read);
  return String.fromCharCode(VARPTR_TYPE[type] ?? 0, id & 255, (id >> 8) & 255);
}

function lookup(s: State, ptr: string): number | string {
  const id = ptr.charCodeAt(1) | (ptr.charCodeAt(2) << 8);
  const read = pointers(s).readers.get(id);
  if (!read) throw new QBasicError(5);
  return read();
}

/** The resolver DRAW uses for `X` + VARPTR$(a$) and `=` + VARPTR$(n). */
export function drawResolver(s: State): DrawResolver {
  return {
    string: (ptr) => {
      const v = lookup(s, ptr);
      if (typeof v !== 'string') throw new QBasicError(13);
      return v;
    },
    number: (ptr) => {
      const v = lookup(s, ptr);
      if (typeof v !== 'number') throw new QBasicError(13);
      return v;
    },
  };
}
