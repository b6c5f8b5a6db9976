// What the line parser hands to the block builder: finished statements, block openers (AST nodes whose
// bodies the builder fills) and the markers that continue or close a block.
import type { CaseTest, Expr, IfStmt, Loc, LoopCond, NameExpr, Stmt, TypeRef } from './ast.js';

export type BlockWord = 'IF' | 'SELECT' | 'SUB' | 'FUNCTION' | 'DEF' | 'TYPE' | 'FOR' | 'DO' | 'WHILE';

export type Marker =
  | { kind: '$next'; vars: NameExpr[]; loc: Loc }
  | { kind: '$elseIf'; cond: Expr; then?: Item; loc: Loc }
  | { kind: '$else'; then?: Item; loc: Loc }
  | { kind: '$case'; tests: CaseTest[]; loc: Loc }
  | { kind: '$caseElse'; loc: Loc }
  | { kind: '$loop'; post?: LoopCond; loc: Loc }
  | { kind: '$wend'; loc: Loc }
  | { kind: '$end'; what: 'IF' | 'SELECT' | 'SUB' | 'FUNCTION' | 'DEF' | 'TYPE'; loc: Loc }
  | { kind: '$field'; name: string; type: TypeRef; loc: Loc }
  /** a single-line IF whose branch bodies still need their blocks built */
  | { kind: '$inlineIf'; node: IfStmt; thenItems: Item[][]; elseItems?: Item[]; loc: Loc }
  /** a statement with a syntax error that opened or closed a block, kept so later blocks still balance */
  | { kind: '$broken'; opens?: BlockWord; closes?: BlockWord; loc: Loc };

export type Item = Stmt | Marker;
