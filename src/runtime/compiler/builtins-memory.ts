// PEEK, INP, VARPTR, VARSEG, SADD, VARPTR$: memory and ports as programs reasonably expect them.
import type { Expr } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { elementOffset, elementSegment, isNumericData } from '../machine/array-memory.js';
import { DEFAULT_SEGMENT, inp, peek } from '../machine/memory.js';
import type { Eval } from '../machine/state.js';
import { varptrToken } from '../machine/pointers.js';
import { recordOffset, signedWord, variableOffset, type VariableKind } from '../machine/variable-memory.js';
import type { ElemDesc, RecordType } from '../model/types.js';
import type { BuiltinCompiler } from './builtins.js';
import { checkArgs, numArg } from './builtins.js';
import type { Cx } from './context.js';
import { cexpr } from './convert.js';
import { fail } from './diagnostics.js';
import { compileLValue } from './names.js';

let nextSite = 1;

/**
 * VARPTR / VARSEG of an element of a numeric array: where its bytes are for PEEK, POKE, BSAVE and BLOAD
 * (machine/array-memory.ts); undefined for other variables.
 */
function arrayElementAddress(cx: Cx, a: Expr, part: typeof elementOffset): Eval<number> | undefined {
  if (a.kind !== 'index' || a.args.length === 0) return undefined;
  const lv = compileLValue(cx, a);
  if (lv.type === 'STRING' || typeof lv.type !== 'string') return undefined;
  const ref = lv.ref;
  return (s) => {
    const r = ref(s);
    if (!isNumericData(r.c)) throw new QBasicError(5);
    return part(s, r.c, r.i);
  };
}

/** What VARPTR (or SADD) of a variable of this element type points at in the data segment. */
function pointee(elem: ElemDesc, sadd: boolean): VariableKind | undefined {
  if (elem.kind === 'STRING') return sadd ? 'STRING' : 'DESCRIPTOR';
  if (elem.kind === 'FIXED') return 'STRING';
  if (sadd || elem.kind === 'RECORD') return undefined;
  return elem.kind;
}

/**
 * Addresses for VARPTR / SADD: numeric array elements' in their array's segment, other variables' (records
 * too) and string data in the data segment (machine/variable-memory.ts).
 */
const address: BuiltinCompiler = (cx, e) => {
  checkArgs(e, 1, 1);
  const a = e.args[0];
  if (a.kind !== 'name' && a.kind !== 'index' && a.kind !== 'member') fail(13, e.loc);
  const element = e.name === 'VARPTR' ? arrayElementAddress(cx, a, elementOffset) : undefined;
  if (element) return cexpr('INTEGER', element, e.loc);
  const lv = compileLValue(cx, a);
  const kind = pointee(lv.elem, e.name === 'SADD');
  if (e.name === 'SADD' && !kind) fail(13, e.loc);
  const ref = lv.ref;
  if (kind) return cexpr('INTEGER', (s) => signedWord(variableOffset(s, ref(s), kind)), e.loc);
  const rec = lv.type as RecordType;
  return cexpr('INTEGER', (s) => signedWord(recordOffset(s, ref(s), rec)), e.loc);
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
    const element = arrayElementAddress(cx, a, elementSegment);
    if (element) return cexpr('INTEGER', element, e.loc);
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
