// Name resolution: which slot a variable name means in the module or in a procedure (SHARED, STATIC,
// DEF FN, DEFtype and suffix rules), plus the constants visible there.
import type { Loc, Suffix } from '../../parser/ast.js';
import { SUFFIX_TYPE, TYPE_SUFFIX, elemType, type ElemDesc, type ScalarKind } from '../model/types.js';
import { fail } from './diagnostics.js';
import type { FrameLayout } from './frame.js';
import type { ConstSym, ProcSym, VarSym } from './symbols.js';

const ALL_SUFFIXES = ['', '%', '&', '!', '#', '$'];

export type ScopeKind = 'module' | 'sub' | 'function' | 'deffn';

export class Scope {
  readonly scalars = new Map<string, VarSym>();
  readonly arrays = new Map<string, VarSym>();
  readonly consts = new Map<string, ConstSym>();
  readonly module: Scope;

  constructor(
    readonly kind: ScopeKind,
    /** slots of this frame: the globals for the module, locals for procedures */
    readonly layout: FrameLayout,
    readonly globals: FrameLayout,
    public deftypes: ScalarKind[],
    parent?: Scope,
    /** STATIC SUB/FUNCTION: every local lives as long as the program */
    readonly isStatic = false,
    readonly proc?: ProcSym,
    /** program-wide settings (OPTION BASE) shared by every scope */
    readonly settings: { optionBase: number } = parent?.settings ?? { optionBase: 0 },
  ) {
    this.module = parent ?? this;
  }

  get isProcedure(): boolean {
    return this.kind === 'sub' || this.kind === 'function';
  }

  defType(upperName: string): ScalarKind {
    const c = upperName.charCodeAt(0) - 65;
    return c >= 0 && c < 26 ? this.deftypes[c] : 'SINGLE';
  }

  /** The type a name with `suffix` has here when nothing declares it. */
  implicitType(upperName: string, suffix: Suffix): ScalarKind {
    return suffix ? SUFFIX_TYPE[suffix] : this.defType(upperName);
  }

  /** Find a variable (no creation): declared-AS entries by bare name, implicit ones by name + type suffix. */
  find(map: 'scalars' | 'arrays', name: string, suffix: Suffix, loc: Loc): VarSym | undefined {
    const up = name.toUpperCase();
    const own = lookupIn(this[map], up, suffix, this.implicitType(up, suffix), loc);
    if (own) return own;
    if (this.isProcedure) {
      const shared = lookupIn(this.module[map], up, suffix, this.implicitType(up, suffix), loc);
      if (shared?.shared) return shared;
    }
    if (this.kind === 'deffn') return this.module.find(map, name, suffix, loc);
    return undefined;
  }

  /** The variable a name means here, created implicitly (typed by suffix or DEFtype) when new. */
  resolve(map: 'scalars' | 'arrays', name: string, suffix: Suffix, loc: Loc): VarSym {
    const found = this.find(map, name, suffix, loc);
    if (found) return found;
    if (this.kind === 'deffn') return this.module.resolve(map, name, suffix, loc);
    const up = name.toUpperCase();
    const type = this.implicitType(up, suffix);
    const v = this.newVar(name, { kind: type }, map === 'arrays', false, loc);
    this[map].set(up + TYPE_SUFFIX[type], v);
    return v;
  }

  /** Declare a variable (DIM, STATIC, SHARED, parameters); Duplicate definition if it clashes. */
  declare(map: 'scalars' | 'arrays', name: string, suffix: Suffix, elem: ElemDesc | undefined, loc: Loc,
    storage?: 'g' | 'l'): VarSym {
    const up = name.toUpperCase();
    const table = this[map];
    if (elem) {
      if (suffix && elemType(elem) !== SUFFIX_TYPE[suffix]) fail(10, loc);
      for (const s of ALL_SUFFIXES) if (table.has(up + s)) fail(10, loc);
      const v = this.newVar(name, elem, map === 'arrays', true, loc, storage);
      table.set(up, v);
      return v;
    }
    const type = this.implicitType(up, suffix);
    if (table.has(up) || table.has(up + TYPE_SUFFIX[type])) fail(10, loc);
    const v = this.newVar(name, { kind: type }, map === 'arrays', false, loc, storage);
    table.set(up + TYPE_SUFFIX[type], v);
    return v;
  }

  /** Register an existing symbol (a parameter) under its name, as `declare` would. */
  register(map: 'scalars' | 'arrays', v: VarSym, suffix: Suffix): void {
    const up = v.name.toUpperCase();
    const key = v.declaredAs ? up : up + TYPE_SUFFIX[this.implicitType(up, suffix)];
    if (this[map].has(key)) fail(10, v.loc);
    this[map].set(key, v);
  }

  /** Make `v` (a module-level variable) visible here under its name (SHARED statement). */
  alias(map: 'scalars' | 'arrays', v: VarSym, suffix: Suffix, loc: Loc): void {
    const up = v.name.toUpperCase();
    const key = v.declaredAs ? up : up + TYPE_SUFFIX[this.implicitType(up, suffix)];
    if (this[map].has(key) && this[map].get(key) !== v) fail(10, loc);
    this[map].set(key, v);
  }

  newVar(name: string, elem: ElemDesc, array: boolean, declaredAs: boolean, loc: Loc, storage?: 'g' | 'l'): VarSym {
    const where = storage ?? (this.kind === 'module' || this.isStatic ? 'g' : 'l');
    const layout = where === 'g' ? this.globals : this.layout;
    const v: VarSym = {
      name, elem, array, dims: 0, storage: where, slot: -1, byRef: false, declaredAs,
      shared: false, explicitDim: false, loc,
    };
    v.slot = array
      ? layout.array(elem, () => v.dims, () => (v.explicitDim ? undefined : implicitBounds(v.dims, this.settings.optionBase)))
      : layout.scalar(elem);
    return v;
  }

  /** A constant visible here: the procedure's own, then the module's. */
  findConst(name: string, suffix: Suffix): ConstSym | undefined {
    const up = name.toUpperCase();
    const c = this.consts.get(up) ?? this.module.consts.get(up);
    if (!c) return undefined;
    if (suffix && SUFFIX_TYPE[suffix] !== (typeof c.type === 'string' ? c.type : '')) {
      // A suffix that names another type refers to a variable, except that numeric CONSTs accept any
      // numeric suffix matching their stored type only.
      return undefined;
    }
    return c;
  }

  /** A temporary slot in this frame (FOR limits, SELECT CASE values ...). */
  temp(initial: any = 0): { storage: 'g' | 'l'; slot: number } {
    if (this.kind === 'module') return { storage: 'g', slot: this.globals.raw(initial) };
    return { storage: 'l', slot: this.layout.raw(initial) };
  }
}

function lookupIn(table: Map<string, VarSym>, up: string, suffix: Suffix, type: ScalarKind, loc: Loc): VarSym | undefined {
  const declared = table.get(up);
  if (declared) {
    if (suffix && elemType(declared.elem) !== SUFFIX_TYPE[suffix]) fail(10, loc);
    return declared;
  }
  return table.get(up + TYPE_SUFFIX[type]);
}

/** An array used without DIM has 0..10 (or OPTION BASE..10) in each dimension, as in QBasic. */
function implicitBounds(dims: number, base: number): number[] {
  const b: number[] = [];
  for (let d = 0; d < Math.max(dims, 1); d++) b.push(base, 10);
  return b;
}
