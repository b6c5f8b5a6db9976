// PEEK, INP, VARPTR, VARSEG, SADD, VARPTR$: memory and ports as programs reasonably expect them.
import { DEFAULT_SEGMENT, inp, peek } from '../machine/memory.js';
import { varptrToken } from '../machine/pointers.js';
import type { BuiltinCompiler } from './builtins.js';
import { checkArgs, numArg } from './builtins.js';
import { cexpr } from './convert.js';
import { fail } from './diagnostics.js';
import { compileLValue } from './names.js';

let nextSite = 1;

/** Fake but stable addresses for VARPTR / SADD: one per variable site, in the data segment. */
const address: BuiltinCompiler = (cx, e) => {
  checkArgs(e, 1, 1);
  const a = e.args[0];
  if (a.kind !== 'name' && a.kind !== 'index' && a.kind !== 'member') fail(13, e.loc);
  compileLValue(cx, a);
  const addr = 0x100 + ((nextSite++ * 16) & 0x7fff);
  return cexpr('INTEGER', () => addr, e.loc);
};

export const MEMORY_BUILTINS: Record<string, BuiltinCompiler> = {
  PEEK: (cx, e) => {
    checkArgs(e, 1, 1);
    const a = numArg(cx, e.args[0], 'LONG');
    return cexpr('INTEGER', (s) => peek(s, a(s)), e.loc);
  },
  INP: (cx, e) => {
    checkArgs(e, 1, 1);
    const p = numArg(cx, e.args[0], 'LONG');
    return cexpr('INTEGER', (s) => inp(s, p(s)), e.loc);
  },
  VARPTR: address,
  SADD: address,
  VARSEG: (cx, e) => {
    checkArgs(e, 1, 1);
    const a = e.args[0];
    if (a.kind !== 'name' && a.kind !== 'index' && a.kind !== 'member') fail(13, e.loc);
    compileLValue(cx, a);
    return cexpr('INTEGER', () => DEFAULT_SEGMENT, e.loc);
  },
  'VARPTR$': (cx, e) => {
    checkArgs(e, 1, 1);
    const a = e.args[0];
    if (a.kind !== 'name' && a.kind !== 'index' && a.kind !== 'member') fail(13, e.loc);
    const lv = compileLValue(cx, a);
    if (typeof lv.type !== 'string') fail(13, e.loc);
    const type = lv.type;
    const id = nextSite++ & 0xffff;
    const get = lv.get;
    return cexpr('STRING', (s) => varptrToken(s, id, type, () => get(s)), e.loc);
  },
};
