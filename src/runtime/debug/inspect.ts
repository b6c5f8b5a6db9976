// The paused program's variables as the Variables panel lists them: names as the program spells them,
// types, and values formatted as QBasic prints them (3.5, -1, "text"); arrays with their first elements,
// records with their fields.
import type { State } from '../machine/state.js';
import type { QArray } from '../model/qarray.js';
import { TYPE_SUFFIX, type ElemDesc, type ScalarKind } from '../model/types.js';
import { writeNumber } from '../values/format.js';
import { arrayObject, variableLValue } from '../compiler/lvalue.js';
import type { Scope } from '../compiler/scope.js';
import type { VarSym } from '../compiler/symbols.js';
import type { VarView } from './types.js';

/** Elements of an array listed at most (the rest is counted in `more`). */
export const MAX_ELEMENTS = 100;
const MAX_STRING = 200;
/** Records inside records are listed this many levels down; a deeper one shows its type, not its fields. */
export const MAX_RECORD_DEPTH = 16;

/** A value of element type `elem` as QBasic prints it (numbers without the sign space, strings quoted). */
export function formatValue(elem: ElemDesc, v: unknown): string {
  switch (elem.kind) {
    case 'STRING':
    case 'FIXED': {
      const text = String(v);
      return `"${text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…` : text}"`;
    }
    case 'RECORD': return '';
    default: return writeNumber(Number(v), elem.kind);
  }
}

/** A value of a compiled expression's type (watch expressions). */
export function formatTyped(type: ScalarKind | { name: string }, v: unknown): string {
  if (typeof type !== 'string') return `(${type.name})`;
  return formatValue({ kind: type } as ElemDesc, v);
}

function typeLabel(elem: ElemDesc): string {
  switch (elem.kind) {
    case 'FIXED': return `STRING * ${elem.len}`;
    case 'RECORD': return elem.rec.name;
    default: return elem.kind;
  }
}

/** The name as the program writes it: implicit variables of another type than the DEFtype carry their suffix. */
function displayName(scope: Scope, v: VarSym): string {
  if (v.declaredAs || v.elem.kind === 'RECORD' || v.elem.kind === 'FIXED') return v.name;
  const t = v.elem.kind as ScalarKind;
  return scope.defType(v.name.toUpperCase()) === t ? v.name : v.name + TYPE_SUFFIX[t];
}

function recordView(elem: ElemDesc & { kind: 'RECORD' }, value: any[], depth: number): VarView[] {
  return elem.rec.fields.map((f) => valueView(f.name, f.elem, value[f.index], depth));
}

function valueView(name: string, elem: ElemDesc, value: any, depth = 0): VarView {
  const view: VarView = { name, type: typeLabel(elem), value: formatValue(elem, value) };
  if (elem.kind === 'RECORD' && depth < MAX_RECORD_DEPTH) view.children = recordView(elem, value, depth + 1);
  return view;
}

/** Subscripts of the flat element `index` (the first subscript varies fastest). */
function subscripts(a: QArray, index: number): string {
  const subs: number[] = [];
  for (let d = 0; d < a.extent.length; d++) {
    subs.push(a.lower[d] + (index % a.extent[d]));
    index = Math.floor(index / a.extent[d]);
  }
  return `(${subs.join(', ')})`;
}

function arrayView(name: string, a: QArray | null | undefined): VarView {
  const type = `${typeLabel(a?.elem ?? { kind: 'SINGLE' })} (array)`;
  if (!a || !a.data) return { name, type, value: 'not dimensioned' };
  const bounds = a.extent.map((e, d) => `${a.lower[d]} TO ${a.lower[d] + e - 1}`).join(', ');
  const count = a.data.length;
  const shown = Math.min(count, MAX_ELEMENTS);
  const children: VarView[] = [];
  for (let i = 0; i < shown; i++) {
    const element = valueView(subscripts(a, i), a.elem, a.data[i]);
    if (a.elem.kind !== 'RECORD') element.type = ''; // the array's type says it
    children.push(element);
  }
  return { name, type, value: `(${bounds})`, children, more: count - shown || undefined };
}

/** Read a variable of `scope` in the frame `l` (module variables from `g`). */
function readVar(v: VarSym, g: any[], l: any[]): unknown {
  const s = { g, l } as State;
  return v.array ? arrayObject(v)(s) : variableLValue(v).get(s);
}

function varsOf(scope: Scope): VarSym[] {
  return [...scope.scalars.values(), ...scope.arrays.values()];
}

/**
 * Every variable `scope` sees in frame `l`, sorted by name: its own, then module variables it shares (DIM
 * SHARED ones in a SUB or FUNCTION, all of them in a DEF FN), marked `shared`.
 */
export function variablesOf(scope: Scope, g: any[], l: any[]): VarView[] {
  const module = scope.module;
  const moduleVars = new Set(varsOf(module));
  const seen = new Set<VarSym>();
  const views: VarView[] = [];
  const add = (owner: Scope, v: VarSym) => {
    if (seen.has(v)) return;
    seen.add(v);
    const view = varView(owner, v, g, l);
    if (scope !== module && moduleVars.has(v)) view.shared = true;
    views.push(view);
  };
  for (const v of varsOf(scope)) add(scope, v);
  if (scope !== module) for (const v of moduleVars) if (v.shared || scope.kind === 'deffn') add(module, v);
  return views.sort((a, b) => a.name.localeCompare(b.name));
}

function varView(scope: Scope, v: VarSym, g: any[], l: any[]): VarView {
  const name = displayName(scope, v);
  const value = readVar(v, g, l);
  return v.array ? arrayView(name, value as QArray) : valueView(name, v.elem, value);
}

/** Mark the views whose value differs from `before` (name path -> value); returns this pause's values. */
export function markChanges(views: VarView[], before: Map<string, string> | undefined, prefix = '',
  now = new Map<string, string>()): Map<string, string> {
  for (const view of views) {
    const path = prefix + view.name;
    now.set(path, view.value);
    const old = before?.get(path);
    if (old !== undefined && old !== view.value) view.changed = true;
    if (view.children) {
      markChanges(view.children, before, `${path}.`, now);
      // a collapsed array or record shows that something inside it changed
      if (view.children.some((c) => c.changed)) view.changed = true;
    }
  }
  return now;
}
