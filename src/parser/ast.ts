// The typed AST the parser builds and the runtime compiles. Every node carries `loc` (1-based line:column
// of its first token). Names keep the user's spelling; compare them case-insensitively.

export interface Loc {
  line: number;
  col: number;
}

/** Type suffix of a name: % INTEGER, & LONG, ! SINGLE, # DOUBLE, $ STRING, '' none (DEFtype decides). */
export type Suffix = '%' | '&' | '!' | '#' | '$' | '';

export type ScalarType = 'INTEGER' | 'LONG' | 'SINGLE' | 'DOUBLE' | 'STRING';

/** `AS INTEGER`, `AS STRING * 10`, `AS MyRecord`. `AS ANY` (DECLARE parameters) is `{ kind: 'user', name: 'ANY' }`. */
export type TypeRef =
  | { kind: 'scalar'; type: ScalarType; fixedLength?: Expr; loc: Loc }
  | { kind: 'user'; name: string; loc: Loc };

// ---------------------------------------------------------------- expressions

export type BinaryOp =
  | '^' | '*' | '/' | '\\' | 'MOD' | '+' | '-'
  | '=' | '<>' | '<' | '>' | '<=' | '>='
  | 'AND' | 'OR' | 'XOR' | 'EQV' | 'IMP';

export type Expr =
  | NumberLit
  | StringLit
  | NameExpr
  | IndexExpr
  | MemberExpr
  | BuiltinExpr
  | UnaryExpr
  | BinaryExpr
  | ParenExpr;

/** A numeric literal. `type` follows QBasic: `12` INTEGER, `40000` LONG, `1.5` SINGLE, `1D3`/`3#`/9+ digits DOUBLE, `&HFFFF` INTEGER -1. */
export interface NumberLit {
  kind: 'number';
  value: number;
  type: 'INTEGER' | 'LONG' | 'SINGLE' | 'DOUBLE';
  text: string;
  loc: Loc;
}

export interface StringLit {
  kind: 'string';
  value: string;
  loc: Loc;
}

/**
 * A bare name: a variable, a CONST, a FUNCTION called without arguments, or (when `name` has dots such as
 * `player.x`) a record field access or a plain dotted variable name; the runtime decides which.
 * `name` excludes the suffix. `FNname` names refer to DEF FN functions.
 */
export interface NameExpr {
  kind: 'name';
  name: string;
  suffix: Suffix;
  loc: Loc;
}

/** `name(args)`: an array element or a FUNCTION / DEF FN call. `a()` (no args) names a whole array. */
export interface IndexExpr {
  kind: 'index';
  name: string;
  suffix: Suffix;
  args: Expr[];
  loc: Loc;
}

/** `base.field` where base is not a plain name, e.g. `arr(i).x` or `arr(i).pos.x`. */
export interface MemberExpr {
  kind: 'member';
  base: Expr;
  field: string;
  loc: Loc;
}

/**
 * A built-in function or variable known by keyword, upper-cased with its `$`: `LEFT$`, `ABS`, `INKEY$`,
 * `TIMER`, `RND`, `ERR`, `ERL`, `CSRLIN`, `DATE$`, `TIME$`, `POINT`, `PMAP`, `SCREEN`, `EOF`, `LBOUND`,
 * `VARPTR$`, `SPC`, `TAB` (SPC/TAB only as PRINT items) ... `args` are as written; a `#` before a file
 * number (`INPUT$(1, #1)`, `EOF(#1)`) is dropped. Array arguments (`LBOUND(a)`, `UBOUND(a, 2)`) are
 * NameExpr / IndexExpr with no args.
 */
export interface BuiltinExpr {
  kind: 'builtin';
  name: string;
  args: Expr[];
  loc: Loc;
}

export interface UnaryExpr {
  kind: 'unary';
  op: '-' | '+' | 'NOT';
  operand: Expr;
  loc: Loc;
}

export interface BinaryExpr {
  kind: 'binary';
  op: BinaryOp;
  left: Expr;
  right: Expr;
  loc: Loc;
}

/** Kept so that `CALL f((x))` / `f (x)` can pass by value. */
export interface ParenExpr {
  kind: 'paren';
  expr: Expr;
  loc: Loc;
}

/** What can be assigned to: a variable, an array element, a record field. */
export type LValue = NameExpr | IndexExpr | MemberExpr;

// ---------------------------------------------------------------- statements

export type Stmt =
  | LabelStmt | RemStmt | MetaStmt
  | AssignStmt | DimStmt | RedimStmt | EraseStmt | SharedStmt | StaticStmt | CommonStmt | ConstStmt
  | DeclareStmt | DefTypeStmt | OptionBaseStmt | TypeDefStmt | SwapStmt | MidAssignStmt | LRSetStmt
  | SubDef | FunctionDef | DefFnDef | CallStmt
  | IfStmt | SelectStmt | ForStmt | DoStmt | WhileStmt | ExitStmt
  | GotoStmt | GosubStmt | ReturnStmt | OnJumpStmt | EndStmt | StopStmt | SystemStmt
  | OnErrorStmt | ResumeStmt | ErrorStmt | OnEventStmt | EventSwitchStmt | KeyDefineStmt
  | DataStmt | ReadStmt | RestoreStmt
  | PrintStmt | WriteStmt | InputStmt | LineInputStmt | LocateStmt | ClsStmt | ColorStmt | WidthStmt
  | BeepStmt | SoundStmt | PlayStmt | SleepStmt | RandomizeStmt | ViewPrintStmt
  | ScreenStmt | PsetStmt | LineStmt | CircleStmt | PaintStmt | DrawStmt | PaletteStmt | ViewStmt
  | WindowStmt | GraphicsGetStmt | GraphicsPutStmt | PcopyStmt
  | OpenStmt | CloseStmt | FileGetStmt | FilePutStmt | SeekStmt | KillStmt | NameStmt | FilesStmt | BsaveStmt | BloadStmt
  | FieldStmt | ResetStmt | ChdirStmt | MkdirStmt | RmdirStmt
  | DefSegStmt | PokeStmt | OutStmt | WaitStmt | ClearStmt | RunStmt | ChainStmt | ShellStmt
  | UnsupportedStmt;

/** `name:` label or a line number at the start of a line (`isLineNumber`, `name` is its digits). */
export interface LabelStmt { kind: 'label'; name: string; isLineNumber: boolean; loc: Loc }
/** REM / ' comments are kept only so tools can see them; the runtime ignores them. */
export interface RemStmt { kind: 'rem'; text: string; loc: Loc }
/** `'$DYNAMIC`, `'$STATIC`, `'$INCLUDE: 'file'` (name upper-cased without `$`, arg the file name). */
export interface MetaStmt { kind: 'meta'; name: 'DYNAMIC' | 'STATIC' | 'INCLUDE'; arg?: string; loc: Loc }

/** `LET x = e` or `x = e`; inside a FUNCTION, assigning to its name sets the result. */
export interface AssignStmt { kind: 'assign'; target: LValue; expr: Expr; loc: Loc }

export interface Bound { lower?: Expr; upper: Expr }
export interface VarDecl {
  name: string;
  suffix: Suffix;
  /** present (possibly empty, for `a()`) when the declaration is an array */
  bounds?: Bound[];
  asType?: TypeRef;
  loc: Loc;
}
export interface DimStmt { kind: 'dim'; shared: boolean; decls: VarDecl[]; loc: Loc }
export interface RedimStmt { kind: 'redim'; shared: boolean; preserve: boolean; decls: VarDecl[]; loc: Loc }
export interface EraseStmt { kind: 'erase'; names: NameExpr[]; loc: Loc }
/** `SHARED a, b() AS INTEGER` inside a procedure (bounds is [] for `b()`). */
export interface SharedStmt { kind: 'shared'; decls: VarDecl[]; loc: Loc }
export interface StaticStmt { kind: 'static'; decls: VarDecl[]; loc: Loc }
export interface CommonStmt { kind: 'common'; shared: boolean; block?: string; decls: VarDecl[]; loc: Loc }
export interface ConstStmt { kind: 'const'; items: { name: string; suffix: Suffix; expr: Expr; loc: Loc }[]; loc: Loc }

export interface Param {
  name: string;
  suffix: Suffix;
  isArray: boolean;
  asType?: TypeRef;
  loc: Loc;
}
export interface DeclareStmt {
  kind: 'declare';
  procKind: 'SUB' | 'FUNCTION';
  name: string;
  suffix: Suffix;
  /** undefined when DECLARE has no parameter list at all */
  params?: Param[];
  loc: Loc;
}
/** DEFINT A-Z, DEFSTR S ... `letters` holds inclusive ranges of upper-case letters. */
export interface DefTypeStmt { kind: 'deftype'; type: ScalarType; ranges: [string, string][]; loc: Loc }
export interface OptionBaseStmt { kind: 'optionBase'; base: 0 | 1; loc: Loc }
export interface TypeDefStmt {
  kind: 'typeDef';
  name: string;
  fields: { name: string; type: TypeRef; loc: Loc }[];
  loc: Loc;
}
export interface SwapStmt { kind: 'swap'; a: LValue; b: LValue; loc: Loc }
/** `MID$(target, start[, length]) = expr` */
export interface MidAssignStmt { kind: 'midAssign'; target: LValue; start: Expr; length?: Expr; expr: Expr; loc: Loc }
export interface LRSetStmt { kind: 'lset' | 'rset'; target: LValue; expr: Expr; loc: Loc }

export interface SubDef { kind: 'sub'; name: string; params: Param[]; isStatic: boolean; body: Stmt[]; loc: Loc }
export interface FunctionDef {
  kind: 'function';
  name: string;
  suffix: Suffix;
  params: Param[];
  isStatic: boolean;
  body: Stmt[];
  loc: Loc;
}
/**
 * `DEF FNname(params) = expr` (single line: `expr`) or a multi-line DEF FN ... END DEF (`body`). `name` keeps
 * its FN prefix (`FNa`), spelled as calls spell it.
 */
export interface DefFnDef {
  kind: 'defFn';
  name: string;
  suffix: Suffix;
  params: Param[];
  expr?: Expr;
  body?: Stmt[];
  loc: Loc;
}
/** `CALL name(args)` (`explicitCall`) or `name args`. */
export interface CallStmt { kind: 'call'; name: string; args: Expr[]; explicitCall: boolean; loc: Loc }

export interface IfBranch { cond: Expr; body: Stmt[]; loc: Loc }
/** Block or single-line IF. `IF c THEN 100` is a branch whose body is a GotoStmt. */
export interface IfStmt { kind: 'if'; branches: IfBranch[]; elseBody?: Stmt[]; singleLine: boolean; loc: Loc }

export type CaseTest =
  | { kind: 'value'; expr: Expr; loc: Loc }
  | { kind: 'range'; from: Expr; to: Expr; loc: Loc }
  | { kind: 'is'; op: '=' | '<>' | '<' | '>' | '<=' | '>='; expr: Expr; loc: Loc };
export interface SelectStmt {
  kind: 'select';
  expr: Expr;
  cases: { tests: CaseTest[]; body: Stmt[]; loc: Loc }[];
  elseBody?: Stmt[];
  loc: Loc;
}

/** FOR var = from TO to [STEP step] ... NEXT. `NEXT i, j` closes two nested ForStmts. */
export interface ForStmt {
  kind: 'for';
  variable: NameExpr;
  from: Expr;
  to: Expr;
  step?: Expr;
  body: Stmt[];
  loc: Loc;
  /** position of the closing NEXT (errors raised by NEXT, e.g. Overflow, are reported there) */
  endLoc?: Loc;
}
export interface LoopCond { kind: 'while' | 'until'; cond: Expr }
/** `endLoc`: position of the closing LOOP / WEND (where a LOOP WHILE condition's errors are reported) */
export interface DoStmt { kind: 'do'; pre?: LoopCond; post?: LoopCond; body: Stmt[]; loc: Loc; endLoc?: Loc }
export interface WhileStmt { kind: 'while'; cond: Expr; body: Stmt[]; loc: Loc; endLoc?: Loc }
export interface ExitStmt { kind: 'exit'; what: 'SUB' | 'FUNCTION' | 'DEF' | 'FOR' | 'DO'; loc: Loc }

/** A jump target: a label name or line number as written. */
export interface Target { name: string; loc: Loc }
export interface GotoStmt { kind: 'goto'; target: Target; loc: Loc }
export interface GosubStmt { kind: 'gosub'; target: Target; loc: Loc }
export interface ReturnStmt { kind: 'return'; target?: Target; loc: Loc }
export interface OnJumpStmt { kind: 'onJump'; expr: Expr; jump: 'GOTO' | 'GOSUB'; targets: Target[]; loc: Loc }
export interface EndStmt { kind: 'end'; loc: Loc }
export interface StopStmt { kind: 'stop'; loc: Loc }
export interface SystemStmt { kind: 'system'; loc: Loc }

/** Events this interpreter traps: the timer and keys (F1-F10, the arrows, F11, F12, user-defined keys). */
export type TrapEvent = 'TIMER' | 'KEY' | 'PLAY';
/** `ON TIMER(seconds) GOSUB label` / `ON KEY(n) GOSUB label`; no target for `GOSUB 0` (no handler). */
export interface OnEventStmt { kind: 'onEvent'; event: TrapEvent; arg: Expr; target?: Target; loc: Loc }
/** `TIMER ON|OFF|STOP` / `KEY(n) ON|OFF|STOP` */
export interface EventSwitchStmt { kind: 'eventSwitch'; event: TrapEvent; arg?: Expr; action: 'ON' | 'OFF' | 'STOP'; loc: Loc }
/** `KEY n, text$`: function-key text (1-10, 30, 31) or the key a user-defined trap (15-25) stands for */
export interface KeyDefineStmt { kind: 'keyDefine'; key: Expr; text: Expr; loc: Loc }
/** ON ERROR GOTO label; `target` undefined means ON ERROR GOTO 0. ON ERROR RESUME NEXT sets resumeNext. */
export interface OnErrorStmt { kind: 'onError'; target?: Target; resumeNext?: boolean; loc: Loc }
/** RESUME (mode 'retry'), RESUME NEXT, RESUME label / line; RESUME 0 is 'retry'. */
export interface ResumeStmt { kind: 'resume'; mode: 'retry' | 'next' | 'label'; target?: Target; loc: Loc }
export interface ErrorStmt { kind: 'error'; code: Expr; loc: Loc }

/** DATA items exactly as QBasic reads them: unquoted items trimmed, quoted ones verbatim. */
export interface DataStmt { kind: 'data'; items: { text: string; quoted: boolean }[]; loc: Loc }
export interface ReadStmt { kind: 'read'; targets: LValue[]; loc: Loc }
export interface RestoreStmt { kind: 'restore'; target?: Target; loc: Loc }

/** PRINT items: expressions (including SPC/TAB builtins) and the separators between them. */
export type PrintItem = { kind: 'expr'; expr: Expr } | { kind: 'sep'; sep: ';' | ',' };
/** PRINT / LPRINT / PRINT #n [USING fmt;] items. `?` is PRINT. */
export interface PrintStmt {
  kind: 'print';
  file?: Expr;
  printer?: boolean;
  /** items printed before USING (`PRINT a; USING f$; b`) */
  lead?: PrintItem[];
  using?: Expr;
  items: PrintItem[];
  loc: Loc;
}
export interface WriteStmt { kind: 'write'; file?: Expr; items: Expr[]; loc: Loc }
/**
 * INPUT [;] ["prompt" {;|,}] vars, or INPUT #n, vars. `sameLine` is the `;` right after INPUT (cursor stays
 * on the line after Enter); `promptSep` ';' adds "? " after the prompt, ',' does not.
 */
export interface InputStmt {
  kind: 'input';
  file?: Expr;
  sameLine: boolean;
  prompt?: string;
  promptSep?: ';' | ',';
  targets: LValue[];
  loc: Loc;
}
export interface LineInputStmt {
  kind: 'lineInput';
  file?: Expr;
  sameLine: boolean;
  prompt?: string;
  promptSep?: ';' | ',';
  target: LValue;
  loc: Loc;
}
/** Optional arguments are undefined where omitted: `LOCATE , 5` is [undefined, 5]. */
export interface LocateStmt { kind: 'locate'; args: (Expr | undefined)[]; loc: Loc }
export interface ClsStmt { kind: 'cls'; arg?: Expr; loc: Loc }
export interface ColorStmt { kind: 'color'; args: (Expr | undefined)[]; loc: Loc }
/** WIDTH cols[, rows], or WIDTH #n / WIDTH "dev" forms (`file` set). */
export interface WidthStmt { kind: 'width'; file?: Expr; args: (Expr | undefined)[]; loc: Loc }
export interface BeepStmt { kind: 'beep'; loc: Loc }
export interface SoundStmt { kind: 'sound'; freq: Expr; duration: Expr; loc: Loc }
export interface PlayStmt { kind: 'play'; expr: Expr; loc: Loc }
export interface SleepStmt { kind: 'sleep'; seconds?: Expr; loc: Loc }
/** RANDOMIZE with no argument prompts for a seed; RANDOMIZE TIMER is a BuiltinExpr TIMER. */
export interface RandomizeStmt { kind: 'randomize'; seed?: Expr; loc: Loc }
export interface ViewPrintStmt { kind: 'viewPrint'; top?: Expr; bottom?: Expr; loc: Loc }

/** A graphics coordinate `(x, y)` or `STEP(x, y)`. */
export interface Point { step: boolean; x: Expr; y: Expr; loc: Loc }
export interface ScreenStmt { kind: 'screen'; args: (Expr | undefined)[]; loc: Loc }
/** `PCOPY source, destination`: copies one screen page onto another. */
export interface PcopyStmt { kind: 'pcopy'; from: Expr; to: Expr; loc: Loc }
export interface PsetStmt { kind: 'pset' | 'preset'; at: Point; color?: Expr; loc: Loc }
/** LINE [from]-to[, [color][, [B|BF][, style]]] */
export interface LineStmt {
  kind: 'line';
  from?: Point;
  to: Point;
  color?: Expr;
  box: '' | 'B' | 'BF';
  style?: Expr;
  loc: Loc;
}
export interface CircleStmt {
  kind: 'circle';
  center: Point;
  radius: Expr;
  color?: Expr;
  start?: Expr;
  end?: Expr;
  aspect?: Expr;
  loc: Loc;
}
export interface PaintStmt { kind: 'paint'; at: Point; paint?: Expr; border?: Expr; background?: Expr; loc: Loc }
export interface DrawStmt { kind: 'draw'; expr: Expr; loc: Loc }
/** PALETTE (reset), PALETTE attr, colour, or PALETTE USING array(start). */
export interface PaletteStmt { kind: 'palette'; attr?: Expr; color?: Expr; using?: LValue; loc: Loc }
/** VIEW (reset) or VIEW [SCREEN] (x1,y1)-(x2,y2)[, [fill][, border]] */
export interface ViewStmt {
  kind: 'view';
  screen: boolean;
  from?: Point;
  to?: Point;
  fill?: Expr;
  border?: Expr;
  loc: Loc;
}
/** WINDOW (reset) or WINDOW [SCREEN] (x1,y1)-(x2,y2) */
export interface WindowStmt { kind: 'window'; screen: boolean; from?: Point; to?: Point; loc: Loc }
/** GET (x1,y1)-(x2,y2), array[(index)] */
export interface GraphicsGetStmt { kind: 'graphicsGet'; from: Point; to: Point; target: LValue; loc: Loc }
/** PUT (x,y), array[(index)][, PSET|PRESET|AND|OR|XOR] (default XOR) */
export interface GraphicsPutStmt {
  kind: 'graphicsPut';
  at: Point;
  source: LValue;
  action?: 'PSET' | 'PRESET' | 'AND' | 'OR' | 'XOR';
  loc: Loc;
}

export type FileMode = 'INPUT' | 'OUTPUT' | 'APPEND' | 'RANDOM' | 'BINARY';
/** OPEN file FOR mode [ACCESS ...] [lock] AS [#]n [LEN = reclen], or the old `OPEN "O", #1, "f"` form. */
export interface OpenStmt {
  kind: 'open';
  file: Expr;
  mode: FileMode;
  /** the old form's mode string expression ("I", "O", "A", "R", "B"), when that form was used */
  modeExpr?: Expr;
  access?: string;
  lock?: string;
  num: Expr;
  len?: Expr;
  loc: Loc;
}
/** CLOSE with no numbers closes all. */
export interface CloseStmt { kind: 'close'; nums: Expr[]; loc: Loc }
/** GET #n[, [record][, variable]] */
export interface FileGetStmt { kind: 'fileGet'; num: Expr; record?: Expr; target?: LValue; loc: Loc }
/** PUT #n[, [record][, variable]] */
export interface FilePutStmt { kind: 'filePut'; num: Expr; record?: Expr; source?: Expr; loc: Loc }
export interface SeekStmt { kind: 'seek'; num: Expr; pos: Expr; loc: Loc }
export interface KillStmt { kind: 'kill'; file: Expr; loc: Loc }
/** `BSAVE file$, offset, length`: memory of the DEF SEG segment to a file */
export interface BsaveStmt { kind: 'bsave'; file: Expr; offset: Expr; length: Expr; loc: Loc }
/** `BLOAD file$[, offset]`: a BSAVE file back (where it came from, or at offset in the DEF SEG segment) */
export interface BloadStmt { kind: 'bload'; file: Expr; offset?: Expr; loc: Loc }
export interface NameStmt { kind: 'name'; from: Expr; to: Expr; loc: Loc }
export interface FilesStmt { kind: 'files'; pattern?: Expr; loc: Loc }
export interface FieldStmt { kind: 'field'; num: Expr; fields: { width: Expr; target: LValue }[]; loc: Loc }
export interface ResetStmt { kind: 'reset'; loc: Loc }
export interface ChdirStmt { kind: 'chdir'; path: Expr; loc: Loc }
export interface MkdirStmt { kind: 'mkdir'; path: Expr; loc: Loc }
export interface RmdirStmt { kind: 'rmdir'; path: Expr; loc: Loc }

export interface DefSegStmt { kind: 'defSeg'; segment?: Expr; loc: Loc }
export interface PokeStmt { kind: 'poke'; address: Expr; value: Expr; loc: Loc }
export interface OutStmt { kind: 'out'; port: Expr; value: Expr; loc: Loc }
export interface WaitStmt { kind: 'wait'; port: Expr; and: Expr; xor?: Expr; loc: Loc }
export interface ClearStmt { kind: 'clear'; args: (Expr | undefined)[]; loc: Loc }
/** RUN [line | file$] */
export interface RunStmt { kind: 'run'; target?: Target; file?: Expr; loc: Loc }
export interface ChainStmt { kind: 'chain'; file: Expr; loc: Loc }
export interface ShellStmt { kind: 'shell'; command?: Expr; loc: Loc }
/**
 * A statement QBasic has that this interpreter parses but does not run (ON KEY, ON TIMER, KEY, IOCTL, ...):
 * the runtime reports `Advanced feature unavailable` (error 73) when it is reached.
 */
export interface UnsupportedStmt { kind: 'unsupported'; keyword: string; loc: Loc }

/** A parsed program: the module-level statements with SUB / FUNCTION / DEF FN / TYPE definitions in place. */
export interface Program {
  body: Stmt[];
}

export type { Diagnostic } from '../lexer/diagnostic.js';
