// Symbols the compiler resolves names to: variables (slots), constants, procedures.
import type { Loc, Param, Suffix } from '../../parser/ast.js';
import type { ProcCode } from '../machine/state.js';
import type { ElemDesc, ExprType, ScalarKind } from '../model/types.js';
import type { FrameLayout } from './frame.js';
import type { JumpTarget } from './emitter.js';

export interface VarSym {
  name: string;
  elem: ElemDesc;
  array: boolean;
  /** arrays: number of dimensions (0 while unknown) */
  dims: number;
  storage: 'g' | 'l';
  slot: number;
  /** a scalar parameter: the slot holds a Ref to the caller's storage */
  byRef: boolean;
  /** declared with AS (so its name may be used with the matching suffix or none) */
  declaredAs: boolean;
  /** DIM SHARED / COMMON SHARED at module level: visible in every procedure */
  shared: boolean;
  /** arrays: a DIM, REDIM or parameter gives it bounds (else implicitly 0..10) */
  explicitDim: boolean;
  loc: Loc;
  /** a STRING variable some MID$ statement names: its slot may hold a StrBuf (values/strbuf.ts) */
  buffered?: boolean;
  /** the access closures, built on first use */
  lvalue?: import('./lvalue.js').LValue;
}

/** Settings of the whole program, shared by every scope. */
export interface ProgramSettings {
  optionBase: number;
  /** names (upper case, no suffix) of the plain variables MID$ statements write (found by the pre-pass) */
  midTargets: Set<string>;
}

export interface ConstSym {
  name: string;
  type: ExprType;
  value: number | string;
}

export interface ParamSym {
  name: string;
  suffix: Suffix;
  elem: ElemDesc;
  isArray: boolean;
  /** typed with AS (its name is then usable with or without the matching suffix) */
  declaredAs: boolean;
  /** a scalar every call passes by value: one slot, a plain local of the procedure (program-facts.ts) */
  byValue?: boolean;
  loc: Loc;
}

export interface ProcSym {
  kind: 'sub' | 'function' | 'deffn';
  name: string;
  /** FUNCTION / DEF FN result type */
  result?: ScalarKind;
  params: ParamSym[];
  /** filled when the body compiles; calls capture this object */
  code: ProcCode;
  layout?: FrameLayout;
  /** frame slot of each parameter, and of the result */
  paramSlots: number[];
  resultSlot: number;
  defined: boolean;
  isStatic: boolean;
  loc: Loc;
  /** DEFtype letters in force where the procedure was defined */
  deftypes?: ScalarKind[];
  body?: { params: Param[] };
  /** labels of this procedure's body */
  labels: Map<string, JumpTarget>;
}
