// TYPE ... END TYPE records and `AS type` clauses to storage descriptors.
import type { Loc, Suffix, TypeDefStmt, TypeRef } from '../../parser/ast.js';
import { SUFFIX_TYPE, elemSize, type ElemDesc, type FieldDesc, type RecordType, type ScalarKind } from '../model/types.js';
import type { Cx } from './context.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';

/** QBasic's error for a period in a TYPE's name, a field's name, or a record variable's name. */
const PERIOD = 'Identifier cannot include period';

/** A record variable's (or parameter's) name may not contain a period. */
export function recordNameChecked(e: ElemDesc, name: string, loc: Loc): ElemDesc {
  if (e.kind === 'RECORD' && name.includes('.')) fail(13, loc, PERIOD);
  return e;
}

/** The element an `AS ...` clause names; fixed-string lengths must be constant 1..32767. */
export function elemOfTypeRef(cx: Cx, t: TypeRef): ElemDesc {
  if (t.kind === 'user') {
    const rec = cx.prog.records.get(t.name.toUpperCase());
    if (!rec) fail(13, t.loc, 'Type not defined');
    return { kind: 'RECORD', rec };
  }
  if (t.type === 'STRING' && t.fixedLength) {
    const n = compileExpr(cx, t.fixedLength);
    if (!n.konst || typeof n.konst.v !== 'number') fail(13, t.fixedLength.loc, 'Invalid constant');
    const len = Math.round(n.konst.v);
    if (len < 1 || len > 32767) fail(5, t.fixedLength.loc, 'Illegal function call');
    return { kind: 'FIXED', len };
  }
  return { kind: t.type };
}

/** A declared element: its AS clause, else its suffix or the DEFtype letter rules. */
export function elemOf(cx: Cx, name: string, suffix: Suffix, asType: TypeRef | undefined, loc: Loc): ElemDesc {
  if (asType) {
    const e = recordNameChecked(elemOfTypeRef(cx, asType), name, loc);
    if (suffix && (e.kind === 'RECORD' || SUFFIX_TYPE[suffix] !== (e.kind === 'FIXED' ? 'STRING' : e.kind))) fail(10, loc);
    return e;
  }
  const t: ScalarKind = cx.scope.implicitType(name.toUpperCase(), suffix);
  return { kind: t };
}

/** Define a TYPE: fields laid out back to back, as QBasic does (no padding). */
export function defineRecord(cx: Cx, st: TypeDefStmt): void {
  const key = st.name.toUpperCase();
  if (st.name.includes('.')) fail(13, st.loc, PERIOD);
  if (cx.prog.records.has(key)) fail(10, st.loc);
  const fields: FieldDesc[] = [];
  const byName = new Map<string, FieldDesc>();
  let offset = 0;
  for (const f of st.fields) {
    if (f.name.includes('.')) fail(13, f.loc, PERIOD);
    const elem = elemOfTypeRef(cx, f.type);
    if (elem.kind === 'STRING') fail(13, f.loc, 'Fixed-length string required');
    const up = f.name.toUpperCase();
    if (byName.has(up)) fail(10, f.loc);
    const desc: FieldDesc = { name: f.name, elem, offset, index: fields.length };
    fields.push(desc);
    byName.set(up, desc);
    offset += elemSize(elem);
  }
  const rec: RecordType = { kind: 'record', name: st.name, fields, byName, size: offset };
  cx.prog.records.set(key, rec);
}
