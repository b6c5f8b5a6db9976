// Turns the flat stream of statements and block markers into nested blocks, reporting unbalanced blocks
// with QBasic's messages ("FOR without NEXT", "NEXT without FOR", "Block IF without END IF" ...).
import type { Diagnostic, IfStmt, Loc, SelectStmt, Stmt, TypeDefStmt } from './ast.js';
import type { BlockWord, Item, Marker } from './items.js';

interface Frame {
  word: BlockWord;
  /** undefined for a block whose opening statement had a syntax error */
  node?: Stmt;
  /** where statements go now (a branch, a CASE, the loop body); null between SELECT CASE and the first CASE */
  body: Stmt[] | null;
  loc: Loc;
  sawElse?: boolean;
}

// Codes from the run-time error table where QBasic has one; the other block messages are syntax errors (2).
const UNCLOSED: Record<BlockWord, [string, number]> = {
  IF: ['Block IF without END IF', 2],
  SELECT: ['SELECT without END SELECT', 2],
  SUB: ['SUB without END SUB', 2],
  FUNCTION: ['FUNCTION without END FUNCTION', 2],
  DEF: ['DEF without END DEF', 2],
  TYPE: ['TYPE without END TYPE', 2],
  FOR: ['FOR without NEXT', 26],
  DO: ['DO without LOOP', 2],
  WHILE: ['WHILE without WEND', 29],
};
const STRAY_CLOSER: Record<BlockWord, [string, number]> = {
  IF: ['END IF without block IF', 2],
  SELECT: ['END SELECT without SELECT', 2],
  SUB: ['END SUB without SUB', 2],
  FUNCTION: ['END FUNCTION without FUNCTION', 2],
  DEF: ['END DEF without DEF', 2],
  TYPE: ['END TYPE without TYPE', 2],
  FOR: ['NEXT without FOR', 1],
  DO: ['LOOP without DO', 2],
  WHILE: ['WEND without WHILE', 30],
};
const OPENER_WORD: Partial<Record<Stmt['kind'], BlockWord>> = {
  for: 'FOR', do: 'DO', while: 'WHILE', select: 'SELECT', sub: 'SUB', function: 'FUNCTION', typeDef: 'TYPE',
};
const PROCEDURES: BlockWord[] = ['SUB', 'FUNCTION', 'DEF'];

export class BlockBuilder {
  readonly root: Stmt[] = [];
  private readonly stack: Frame[] = [];

  constructor(
    private readonly diagnostics: Diagnostic[],
    private readonly enclosing: readonly Frame[] = [],
  ) {}

  /** Adds one item from the line parser. */
  add(item: Item): void {
    if (item.kind.startsWith('$')) return this.addMarker(item as Marker);
    const stmt = item as Stmt;
    const word = this.openerWord(stmt);
    const top = this.top();
    if (top?.word === 'TYPE') return this.addToType(stmt);
    if (word === 'SUB' || word === 'FUNCTION' || word === 'DEF') this.unwind(0);
    if (stmt.kind === 'exit') this.checkExit(stmt.what, stmt.loc);
    this.append(stmt);
    if (word) this.open(word, stmt, this.bodyOf(stmt));
  }

  /** Reports every block still open and returns the finished statements. */
  finish(): Stmt[] {
    this.unwind(0);
    return this.root;
  }

  private addMarker(marker: Marker): void {
    switch (marker.kind) {
      case '$next': return this.closeNext(marker.vars, marker.loc);
      case '$loop': {
        const frame = this.closeLoop('DO', marker.loc, marker.loc);
        if (frame?.node?.kind === 'do' && marker.post) frame.node.post = marker.post;
        return;
      }
      case '$wend': return void this.closeLoop('WHILE', marker.loc, marker.loc);
      case '$end': return void this.close(marker.what, marker.loc);
      case '$elseIf':
        this.continueIf(marker.loc, (node) => {
          const branch = { cond: marker.cond, body: [], loc: marker.loc };
          node.branches.push(branch);
          return branch.body;
        }, 'ELSEIF without IF');
        return marker.then && this.add(marker.then);
      case '$else':
        this.continueIf(marker.loc, (node) => (node.elseBody = []), 'ELSE without IF');
        return marker.then && this.add(marker.then);
      case '$case': return this.continueSelect(marker.loc, (node) => {
        const clause = { tests: marker.tests, body: [], loc: marker.loc };
        node.cases.push(clause);
        return clause.body;
      });
      case '$caseElse': return this.continueSelect(marker.loc, (node) => (node.elseBody = []));
      case '$field': return this.addField(marker);
      case '$inlineIf': return this.addInlineIf(marker);
      case '$broken':
        if (marker.opens) this.open(marker.opens, undefined, []);
        if (marker.closes) this.close(marker.closes, marker.loc, true);
        return;
    }
  }

  private addInlineIf(marker: Extract<Marker, { kind: '$inlineIf' }>): void {
    const frames = [...this.enclosing, ...this.stack];
    marker.node.branches[0].body = this.buildNested(marker.thenItems[0], frames);
    if (marker.elseItems) marker.node.elseBody = this.buildNested(marker.elseItems, frames);
    if (this.top()?.word === 'TYPE') return this.addToType(marker.node);
    this.append(marker.node);
  }

  private buildNested(items: Item[], frames: Frame[]): Stmt[] {
    const nested = new BlockBuilder(this.diagnostics, frames);
    for (const item of items) nested.add(item);
    return nested.finish();
  }

  private addToType(stmt: Stmt): void {
    if (stmt.kind === 'rem') return;
    this.report('Statement illegal in TYPE block', 2, stmt.loc);
  }

  private addField(marker: Extract<Marker, { kind: '$field' }>): void {
    const top = this.top();
    if (top?.word !== 'TYPE') return this.report('Syntax error: expected statement', 2, marker.loc);
    const node = top.node as TypeDefStmt | undefined;
    node?.fields.push({ name: marker.name, type: marker.type, loc: marker.loc });
  }

  private continueIf(loc: Loc, startBranch: (node: IfStmt) => Stmt[], stray: string): void {
    const index = this.find('IF');
    const frame = this.stack[index];
    if (index < 0 || frame.sawElse) return this.report(stray, 2, loc);
    this.unwind(index + 1);
    if (stray.startsWith('ELSE ')) frame.sawElse = true;
    frame.body = frame.node ? startBranch(frame.node as IfStmt) : [];
  }

  private continueSelect(loc: Loc, startCase: (node: SelectStmt) => Stmt[]): void {
    const index = this.find('SELECT');
    if (index < 0) return this.report('CASE without SELECT', 2, loc);
    this.unwind(index + 1);
    const frame = this.stack[index];
    frame.body = frame.node ? startCase(frame.node as SelectStmt) : [];
  }

  /** `NEXT` closes the innermost FOR; `NEXT i, j` closes one FOR per name, each of which must match. */
  private closeNext(vars: { name: string; suffix: string; loc: Loc }[], loc: Loc): void {
    if (vars.length === 0) return void this.closeLoop('FOR', loc, loc);
    for (const variable of vars) {
      const index = this.find('FOR');
      const node = this.stack[index]?.node;
      if (index >= 0 && node?.kind === 'for' && !sameVariable(node.variable, variable)) {
        return this.report(STRAY_CLOSER.FOR[0], STRAY_CLOSER.FOR[1], variable.loc);
      }
      if (!this.closeLoop('FOR', variable.loc, loc)) return;
    }
  }

  /** Closes a FOR / DO / WHILE and records where its NEXT / LOOP / WEND stands (`endLoc`). */
  private closeLoop(word: 'FOR' | 'DO' | 'WHILE', at: Loc, endLoc: Loc): Frame | undefined {
    const frame = this.close(word, at);
    const node = frame?.node;
    if (node?.kind === 'for' || node?.kind === 'do' || node?.kind === 'while') node.endLoc = endLoc;
    return frame;
  }

  private open(word: BlockWord, node: Stmt | undefined, body: Stmt[] | null): void {
    this.stack.push({ word, node, body, loc: node?.loc ?? { line: 0, col: 0 } });
  }

  /** Closes the innermost open `word` block (reporting blocks left open inside it). */
  private close(word: BlockWord, loc: Loc, silent = false): Frame | undefined {
    const index = this.find(word);
    if (index < 0) {
      if (!silent) this.report(STRAY_CLOSER[word][0], STRAY_CLOSER[word][1], loc);
      return undefined;
    }
    this.unwind(index + 1);
    return this.stack.pop();
  }

  /** Index of the innermost open `word` block, not looking past an enclosing procedure. */
  private find(word: BlockWord): number {
    for (let index = this.stack.length - 1; index >= 0; index--) {
      const frame = this.stack[index];
      if (frame.word === word) return index;
      if (PROCEDURES.includes(frame.word)) return -1;
    }
    return -1;
  }

  private unwind(depth: number): void {
    while (this.stack.length > depth) {
      const frame = this.stack.pop()!;
      if (frame.node) this.report(UNCLOSED[frame.word][0], UNCLOSED[frame.word][1], frame.loc);
    }
  }

  private checkExit(what: string, loc: Loc): void {
    const word = what as BlockWord;
    const frames = [...this.enclosing, ...this.stack];
    let inside = false;
    for (let index = frames.length - 1; index >= 0 && !inside; index--) {
      if (frames[index].word === word) inside = true;
      else if (PROCEDURES.includes(frames[index].word)) break;
    }
    if (inside) return;
    if (word === 'FOR') this.report('EXIT not within FOR...NEXT', 2, loc);
    else if (word === 'DO') this.report('EXIT DO not within DO...LOOP', 2, loc);
    else this.report(`EXIT ${what} not within ${what}`, 2, loc);
  }

  private append(stmt: Stmt): void {
    const top = this.top();
    if (!top) return void this.root.push(stmt);
    if (top.body) return void top.body.push(stmt);
    if (stmt.kind !== 'rem') this.report('Syntax error: expected CASE', 2, stmt.loc);
  }

  private openerWord(stmt: Stmt): BlockWord | undefined {
    if (stmt.kind === 'if') return stmt.singleLine ? undefined : 'IF';
    if (stmt.kind === 'defFn') return stmt.expr ? undefined : 'DEF';
    return OPENER_WORD[stmt.kind];
  }

  private bodyOf(stmt: Stmt): Stmt[] | null {
    switch (stmt.kind) {
      case 'if': return stmt.branches[0].body;
      case 'select': return null;
      case 'typeDef': return [];
      case 'defFn': return stmt.body ?? [];
      case 'for': case 'do': case 'while': case 'sub': case 'function': return stmt.body;
      default: return [];
    }
  }

  private top(): Frame | undefined {
    return this.stack[this.stack.length - 1];
  }

  private report(message: string, code: number, loc: Loc): void {
    this.diagnostics.push({ message, code, line: loc.line, col: loc.col });
  }
}

function sameVariable(a: { name: string; suffix: string }, b: { name: string; suffix: string }): boolean {
  if (a.name.toUpperCase() !== b.name.toUpperCase()) return false;
  return a.suffix === b.suffix || a.suffix === '' || b.suffix === '';
}
