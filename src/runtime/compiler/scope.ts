// Name resolution: which slot a variable name means in the module or in a procedure (SHARED, STATIC,
// DEF FN, DEFtype and suffix rules), plus the constants visible there.
import type { Loc, Suffix } from '../../parser/ast.js';
import { SUFFIX_TYPE, TYPE_SUFFIX, elemType, type ElemDesc, type ScalarKind } from '../model/types.js';
import { fail } from './diagnostics.js';
import type { FrameLayout } from './frame.js';
import type { ConstSym, ProcSym, ProgramSettings, VarSym } from './symbols.js';

const SCALAR_KINDS = Object.keys(TYPE_SUFFIX) as ScalarKind[];

/** A name's table keys: upper case (declared AS), and upper case plus a type suffix (implicit). */
export class NameKeys {
  private readonly typed: Partial<Record<ScalarKind, string>> = {};
  constructor(readonly up: string) {}

  /** The key of the implicit variable of type `t` (built once: lookups then reuse its hash). */
  of(t: ScalarKind): string {
    return (this.typed[t] ??= this.up + TYPE_SUFFIX[t]);
  }
}

/** Names as spelled in the source to their keys, shared by every scope of one program. */
export class NameTable {
  private readonly keys = new Map<string, NameKeys>();

  get(name: string): NameKeys {
    let k = this.keys.get(name);
    if (!k) this.keys.set(name, (k = new NameKeys(name.toUpperCase())));
    return k;
  }

  upper(name: string): string {
    return this.get(name).up;
  }
}

export type ScopeKind = 'module' | 'sub' | 'function' | 'deffn';

export class Scope {
  readonly scalars = new Map<string, VarSym>();
  readonly arrays = new Map<string, VarSym>();
  readonly consts = new Map<string, ConstSym>();
  readonly module: Scope;
  readonly names: NameTable;

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
    /** program-wide settings shared by every scope */
    readonly settings: ProgramSettings = parent?.settings ?? { optionBase: 0, midTargets: new Set() },
  ) {
    this.module = parent ?? this;
    this.names = parent?.names ?? new NameTable();
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
    const keys = this.names.get(name);
    const type = this.implicitType(keys.up, suffix);
    const own = lookupIn(this[map], keys, suffix, type, loc);
    if (own) return own;
    if (this.isProcedure) {
      // only SHARED module variables reach a procedure: the others' names are free for its own variables
      const shared = lookupIn(this.module[map], keys, suffix, type, loc, (v) => v.shared);
      if (shared) return shared;
    }
    if (this.kind === 'deffn') return this.module.find(map, name, suffix, loc);
    return undefined;
  }

  /** The variable a name means here, created implicitly (typed by suffix or DEFtype) when new. */
  resolve(map: 'scalars' | 'arrays', name: string, suffix: Suffix, loc: Loc): VarSym {
    const found = this.find(map, name, suffix, loc);
    if (found) return found;
    if (this.kind === 'deffn') return this.module.resolve(map, name, suffix, loc);
    const keys = this.names.get(name);
    const type = this.implicitType(keys.up, suffix);
    const v = this.newVar(name, { kind: type }, map === 'arrays', false, loc);
    this[map].set(keys.of(type), v);
    return v;
  }

  /** Declare a variable (DIM, STATIC, SHARED, parameters); Duplicate definition if it clashes. */
  declare(map: 'scalars' | 'arrays', name: string, suffix: Suffix, elem: ElemDesc | undefined, loc: Loc,
    storage?: 'g' | 'l'): VarSym {
    const keys = this.names.get(name);
    const table = this[map];
    if (elem) {
      if (suffix && elemType(elem) !== SUFFIX_TYPE[suffix]) fail(10, loc);
      if (table.has(keys.up)) fail(10, loc);
      for (const t of SCALAR_KINDS) if (table.has(keys.of(t))) fail(10, loc);
      const v = this.newVar(name, elem, map === 'arrays', true, loc, storage);
      table.set(keys.up, v);
      return v;
    }
    const type = this.implicitType(keys.up, suffix);
    if (table.has(keys.up) || table.has(keys.of(type))) fail(10, loc);
    const v = this.newVar(name, { kind: type }, map === 'arrays', false, loc, storage);
    table.set(keys.of(type), v);
    return v;
  }

  /** Register an existing symbol (a parameter) under its name, as `declare` would. */
  register(map: 'scalars' | 'arrays', v: VarSym, suffix: Suffix): void {
    const key = this.keyOf(v, suffix);
    if (this[map].has(key)) fail(10, v.loc);
    this[map].set(key, v);
  }

  /** Make `v` (a module-level variable) visible here under its name (SHARED statement). */
  alias(map: 'scalars' | 'arrays', v: VarSym, suffix: Suffix, loc: Loc): void {
    const key = this.keyOf(v, suffix);
    if (this[map].has(key) && this[map].get(key) !== v) fail(10, loc);
    this[map].set(key, v);
  }

  /** The table key of an existing symbol under its own name. */
  private keyOf(v: VarSym, suffix: Suffix): string {
    const keys = this.names.get(v.name);
    return v.declaredAs ? keys.up : keys.of(this.implicitType(keys.up, suffix));
  }

  newVar(name: string, elem: ElemDesc, array: boolean, declaredAs: boolean, loc: Loc, storage?: 'g' | 'l'): VarSym {
    const where = storage ?? (this.kind === 'module' || this.isStatic ? 'g' : 'l');
    const layout = where === 'g' ? this.globals : this.layout;
    const v: VarSym = {
      name, elem, array, dims: 0, storage: where, slot: -1, byRef: false, declaredAs,
      shared: false, explicitDim: false, loc,
      buffered: !array && elem.kind === 'STRING' && this.settings.midTargets.has(this.names.upper(name)),
    };
    v.slot = array
      ? layout.array(elem, () => v.dims, () => (v.explicitDim ? undefined : implicitBounds(v.dims, this.settings.optionBase)))
      : layout.scalar(elem);
    return v;
  }

  /** A constant visible here: the procedure's own, then the module's. */
  findConst(name: string, suffix: Suffix): ConstSym | undefined {
    const up = this.names.upper(name);
    const c = this.consts.get(up) ?? this.module.consts.get(up);
    if (!c) return undefined;
    if (suffix && SUFFIX_TYPE[suffix] !== (typeof c.type === 'string' ? c.type : '')) {
      // A suffix that names another type refers to a variable, except that numeric CONSTs accept any
      // numeric suffix matching their stored type only.
      return undefined;
    }
    return c;
  }

  /** A temporary slot in this frame (FOR limits, SELECT CASE values ...) for values of type `kind`. */
  temp(initial: any, kind: ElemDesc['kind']): { storage: 'g' | 'l'; slot: number } {
    if (this.kind === 'module') return { storage: 'g', slot: this.globals.raw(initial, kind) };
    return { storage: 'l', slot: this.layout.raw(initial, kind) };
  }
}

function lookupIn(
  table: Map<string, VarSym>, keys: NameKeys, suffix: Suffix, type: ScalarKind, loc: Loc,
  visible: (v: VarSym) => boolean = () => true,
): VarSym | undefined {
  const declared = table.get(keys.up);
  if (declared && visible(declared)) {
    if (suffix && elemType(declared.elem) !== SUFFIX_TYPE[suffix]) fail(10, loc);
    return declared;
  }
  const typed = table.get(keys.of(type));
  return typed && visible(typed) ? typed : undefined;
}

/** An array used without DIM has 0..10 (or OPTION BASE..10) in each dimension, as in QBasic. */
function implicitBounds(dims: number, base: number): number[] {
  const b: number[] = [];
  for (let d = 0; d < Math.max(dims, 1); d++) b.push(base, 10);
  return b;
}
