// Expressions, names, points and other pieces shared by the statement rules (Chevrotain embedded actions).
import {
  EmbeddedActionsParser, tokenMatcher, type IOrAlt, type IRecognitionException, type IToken, type Rule, type TokenType,
} from 'chevrotain';
import {
  ALL_TOKENS, ArithOp, BinaryOperator, Builtin, Caret, Comma, Dot, Hash, Identifier, K, LParen, Minus, NumberLiteral,
  Plus, RParen, StringLiteral, decodeNumber,
} from '../lexer/index.js';
import type { BinaryOp, Diagnostic, Expr, LValue, Loc, NameExpr, Point, Suffix, Target } from './ast.js';
import { errorMessageProvider } from './errors.js';
import { GRAMMAR } from './grammar-data.js';
import { decodeGrammar } from './stored-grammar.js';
import { buildLookaheadFor, Ll1LookaheadStrategy, type LookaheadHolder } from './ll1-lookahead.js';

// Precedence, high to low: ^, unary -, * /, \, MOD, + -, relational, NOT, AND, OR, XOR, EQV, IMP (qbasic-facts).
const PRECEDENCE: Record<string, number> = {
  '*': 11, '/': 11, '\\': 10, MOD: 9, '+': 8, '-': 8, '=': 7, '<>': 7, '<': 7, '>': 7, '<=': 7, '>=': 7,
  AND: 5, OR: 4, XOR: 3, EQV: 2, IMP: 1,
};
const OP_SPELLING: Record<string, BinaryOp> = { '><': '<>', '=<': '<=', '=>': '>=' };

export function locOf(token: IToken): Loc {
  // `| 0` makes small integers of positions that the engine holds as doubles (Chevrotain gives its EOF and
  // recording tokens NaN positions); a double stored here would make every loc hold two boxed numbers. While
  // Chevrotain records the grammar, rules that take a token are called without one: 0.
  return { line: token?.startLine! | 0, col: token?.startColumn! | 0 };
}

/** Splits `count%` into name and suffix. */
export function splitName(image: string): { name: string; suffix: Suffix } {
  const last = image[image.length - 1];
  if ('%&!#$'.includes(last)) return { name: image.slice(0, -1), suffix: last as Suffix };
  return { name: image, suffix: '' };
}

/** Operators by spelling as written (`and`, `And`, `=<` ...): a few dozen at most. */
const OP_BY_IMAGE = new Map<string, BinaryOp>();

function opOf(token: IToken): BinaryOp {
  let op = OP_BY_IMAGE.get(token.image);
  if (op === undefined) {
    const image = token.image.toUpperCase();
    op = OP_SPELLING[image] ?? (image as BinaryOp);
    OP_BY_IMAGE.set(token.image, op);
  }
  return op;
}

/** Left-associative precedence climbing over `operands[0] ops[0] operands[1] ...`. */
function climb(operands: Expr[], ops: IToken[]): Expr {
  const output: Expr[] = [operands[0]];
  const pending: BinaryOp[] = [];
  for (let index = 0; index < ops.length; index++) {
    const op = opOf(ops[index]);
    while (pending.length > 0 && PRECEDENCE[pending[pending.length - 1]] >= PRECEDENCE[op]) reduce(output, pending);
    pending.push(op);
    output.push(operands[index + 1]);
  }
  while (pending.length > 0) reduce(output, pending);
  return output[0];
}

/** Joins the last two operands with the last pending operator. */
function reduce(output: Expr[], pending: BinaryOp[]): void {
  const right = output.pop()!;
  const left = output.pop()!;
  output.push({ kind: 'binary', op: pending.pop()!, left, right, loc: left.loc });
}

/** Chevrotain's grammar recorder and phase tracer (not in its typings), which performSelfAnalysis calls. */
interface Recorder {
  definedRulesNames: string[];
  enableRecording(): void;
  disableRecording(): void;
  topLevelRuleRecord(name: string, body: () => unknown): Rule;
  TRACE_INIT<T>(phase: string, body: () => T): T;
}
const recorder = EmbeddedActionsParser.prototype as unknown as Recorder;

export abstract class ExprParser extends EmbeddedActionsParser {
  /** problems found while building nodes (bad literals); syntax errors live in `this.errors` */
  diagnostics: Diagnostic[] = [];
  /** where the commas of the last `optionalArgs` were: an argument left out has no position of its own */
  protected argCommas: Loc[] = [];

  /** whether performSelfAnalysis may take the stored grammar (grammar-data.ts) instead of recording the rules */
  private readonly mayUseStored: boolean;
  /** the stored rules while performSelfAnalysis takes them */
  private storedRules?: Map<string, Rule>;
  /** whether performSelfAnalysis took the stored rules, whose subrule references decodeGrammar resolved */
  private tookStored = false;

  /** `validate` records the grammar afresh and runs Chevrotain's grammar checks (slow; the unit tests do it once). */
  constructor(validate = false) {
    super(ALL_TOKENS, {
      maxLookahead: 1,
      lookaheadStrategy: new Ll1LookaheadStrategy(),
      recoveryEnabled: false,
      errorMessageProvider,
      skipValidations: !validate,
    });
    this.mayUseStored = !validate;
  }

  // performSelfAnalysis records the grammar as enableRecording(), topLevelRuleRecord() per rule, disableRecording().
  // The stored grammar stands in for the recording when it has exactly the rules defined here.
  enableRecording(): void {
    if (this.mayUseStored) {
      const names = (this as unknown as Recorder).definedRulesNames;
      const stored = decodeGrammar(GRAMMAR, ALL_TOKENS);
      if (stored.size === names.length && names.every((name) => stored.has(name))) {
        this.storedRules = stored;
        this.tookStored = true;
        return;
      }
    }
    recorder.enableRecording.call(this);
  }

  topLevelRuleRecord(name: string, body: () => unknown): Rule {
    return this.storedRules?.get(name) ?? recorder.topLevelRuleRecord.call(this, name, body);
  }

  disableRecording(): void {
    if (this.storedRules) this.storedRules = undefined;
    else recorder.disableRecording.call(this);
  }

  // performSelfAnalysis runs each of its phases through TRACE_INIT: the resolver's is left out for the stored
  // rules (with another phase name, as another Chevrotain version might have, the resolver runs as before).
  TRACE_INIT<T>(phase: string, body: () => T): T {
    if (phase === 'Grammar Resolving' && this.tookStored) return undefined as T;
    return recorder.TRACE_INIT.call(this, phase, body) as T;
  }

  // Chevrotain builds the lookahead function of every OR, OPTION, MANY ... of every rule as the parser is built;
  // here each is built when the parse first reaches it (buildLookaheadFor).
  preComputeLookaheadFunctions(): void {}

  getLaFuncFromCache(key: number): Function {
    const holder = this as unknown as LookaheadHolder;
    return holder.lookAheadFuncsCache.get(key) ?? buildLookaheadFor(holder, key);
  }

  // Alternatives of the hottest rules are built once (Chevrotain performance guide: cache OR arrays).
  private primaryAlts?: IOrAlt<Expr>[];
  private operandAlts?: IOrAlt<Expr>[];
  private powerOperandAlts?: IOrAlt<Expr>[];

  /**
   * Operands joined by arithmetic, relational and logical operators, folded by precedence. The first operand
   * is parsed here rather than through `signed` and `atom`: each rule call costs, and most expressions are one operand.
   */
  expression = this.RULE('expression', (): Expr => {
    const first = this.powerTail(this.operand());
    let operands: Expr[] | undefined;
    let ops: IToken[] | undefined;
    if (this.ahead(BinaryOperator)) {
      if (this.shortcut(true)) {
        // MANY2 below, without its lookahead function and repetition bookkeeping
        ops = [];
        operands = [first];
        do {
          ops.push(this.CONSUME(BinaryOperator));
          operands.push(this.shortcut(isPlainOperand(this.LA(1))) ? this.powerTail(this.operand()) : this.SUBRULE3(this.signed));
        } while (tokenMatcher(this.LA(1), BinaryOperator));
      } else {
        this.MANY2(() => {
          (ops ??= []).push(this.CONSUME(BinaryOperator));
          (operands ??= [first]).push(this.SUBRULE3(this.signed));
        });
      }
    }
    return ops === undefined ? first : this.ACTION(() => climb(operands!, ops!));
  });

  /** What NOT applies to: everything that binds tighter than NOT (no logical operators). */
  relational = this.RULE('relational', (): Expr => {
    const operands: Expr[] = [this.SUBRULE(this.signed)];
    const ops: IToken[] = [];
    this.MANY(() => {
      ops.push(this.CONSUME(ArithOp));
      operands.push(this.SUBRULE2(this.signed));
    });
    return ops.length === 0 ? operands[0] : this.ACTION(() => climb(operands, ops));
  });

  /** Unary minus sits below `^` (-2 ^ 2 = -4); NOT takes a whole relational operand. Then `atom ^ ...`. */
  signed = this.RULE('signed', (): Expr => this.powerTail(this.operand()));

  /** `2 ^ -1`, `10 ^ NOT 0`: the exponent may carry its own sign or NOT (which takes a relational operand). */
  powerOperand = this.RULE('powerOperand', (): Expr =>
    this.OR((this.powerOperandAlts ??= [
      { ALT: () => this.unary(this.CONSUME(Minus), '-', this.SUBRULE(this.powerOperand)) },
      { ALT: () => this.unary(this.CONSUME(Plus), '+', this.SUBRULE2(this.powerOperand)) },
      { ALT: () => this.unary(this.CONSUME(K['NOT']), 'NOT', this.SUBRULE(this.relational)) },
      { ALT: () => this.SUBRULE(this.atom) },
    ])),
  );

  atom = this.RULE('atom', (): Expr => this.OR(this.primaries()));

  /** `a`, `a.b`, `a(1, 2)`, `a()`, `a(i).pos.x`. */
  nameRef = this.RULE('nameRef', (): LValue => {
    const id = this.CONSUME(Identifier);
    let args: Expr[] | undefined;
    if (this.ahead(LParen)) {
      this.OPTION(() => {
        this.CONSUME(LParen);
        args = this.SUBRULE(this.argList);
        this.CONSUME(RParen);
      });
    }
    let fields: IToken[] | undefined;
    if (this.ahead(Dot)) {
      this.MANY(() => {
        this.CONSUME(Dot);
        (fields ??= []).push(this.CONSUME2(Identifier));
      });
    }
    return this.ACTION(() => buildRef(id, args, fields));
  });

  /** Zero or more comma-separated expressions (inside parentheses). */
  argList = this.RULE('argList', (): Expr[] => {
    const args: Expr[] = [];
    this.OPTION(() => {
      args.push(this.SUBRULE(this.expression));
      this.MANY(() => {
        this.CONSUME(Comma);
        args.push(this.SUBRULE2(this.expression));
      });
    });
    return args;
  });

  builtinCall = this.RULE('builtinCall', (): Expr => {
    const keyword = this.CONSUME(Builtin);
    const args: Expr[] = [];
    this.OPTION(() => {
      this.CONSUME(LParen);
      // each argument is a fileExpr, inlined (one rule call less each): `EOF(#1)`
      if (this.ahead(Hash)) this.OPTION2(() => this.CONSUME(Hash));
      args.push(this.SUBRULE(this.expression));
      this.MANY(() => {
        this.CONSUME(Comma);
        if (this.ahead(Hash)) this.OPTION3(() => this.CONSUME2(Hash));
        args.push(this.SUBRULE2(this.expression));
      });
      this.CONSUME(RParen);
    });
    return { kind: 'builtin', name: keyword.image.toUpperCase(), args, loc: locOf(keyword) };
  });

  /** An expression that may be a file number written `#n` (the `#` is dropped). */
  fileExpr = this.RULE('fileExpr', (): Expr => {
    this.OPTION(() => this.CONSUME(Hash));
    return this.SUBRULE(this.expression);
  });

  /** `(x, y)` or `STEP(x, y)`. */
  point = this.RULE('point', (): Point => {
    let step: IToken | undefined;
    this.OPTION(() => (step = this.CONSUME(K['STEP'])));
    const open = this.CONSUME(LParen);
    const x = this.SUBRULE(this.expression);
    this.CONSUME(Comma);
    const y = this.SUBRULE2(this.expression);
    this.CONSUME(RParen);
    return { step: step !== undefined, x, y, loc: locOf(step ?? open) };
  });

  /** Comma-separated arguments any of which may be left out: `LOCATE , , 1` is [, , 1]. */
  optionalArgs = this.RULE('optionalArgs', (): (Expr | undefined)[] => {
    const args: (Expr | undefined)[] = [];
    const commas: Loc[] = (this.argCommas = []);
    let current: Expr | undefined;
    this.OPTION(() => (current = this.SUBRULE(this.expression)));
    this.MANY(() => {
      commas.push(locOf(this.CONSUME(Comma)));
      args.push(current);
      current = undefined;
      this.OPTION2(() => (current = this.SUBRULE2(this.expression)));
    });
    if (current !== undefined || args.length > 0) args.push(current);
    return args;
  });

  /** A jump target: a label or a line number. */
  target = this.RULE('target', (): Target => {
    const token = this.OR([{ ALT: () => this.CONSUME(Identifier) }, { ALT: () => this.CONSUME(NumberLiteral) }]);
    return { name: token.image, loc: locOf(token) };
  });

  /** A plain variable name (FOR, NEXT, ERASE). */
  plainName = this.RULE('plainName', (): NameExpr => {
    const id = this.CONSUME(Identifier);
    const { name, suffix } = splitName(id.image);
    return { kind: 'name', name, suffix, loc: locOf(id) };
  });

  /**
   * For the hottest OPTIONs and MANYs, which usually match nothing: they are entered only when `enter` says
   * the next token can start them, since even a failing one costs a trip through
   * Chevrotain's bookkeeping. Always true while Chevrotain records the grammar, so that the recorded grammar,
   * and every lookahead and error message computed from it, is whole. parser-guards.test.ts checks that
   * parsing with every guard open gives the same ASTs and diagnostics.
   */
  protected guard(enter: boolean): boolean {
    return enter || this.RECORDING_PHASE;
  }

  /** The first syntax error of the parse, read without `errors`, which copies the list (lodash clone) at every read. */
  firstError(): IRecognitionException | undefined {
    const own = (this as unknown as { _errors?: IRecognitionException[] })._errors;
    return own ? own[0] : this.errors[0];
  }

  /**
   * Whether to take a shortcut past Chevrotain where `applies` says it gives what the grammar's own path would:
   * never while the grammar is recorded, nor when `guard` is opened (parser-guards.test.ts compares the two).
   */
  protected shortcut(applies: boolean): boolean {
    return !this.guard(!applies);
  }

  /** `guard`: the next token is a `type` (or a member of that category). */
  protected ahead(type: TokenType): boolean {
    return this.guard(tokenMatcher(this.LA(1), type));
  }

  /** `x ^ y ^ z` after an operand (left-associative). After a unary operand the inner operand took every `^`. */
  private powerTail(base: Expr): Expr {
    let result = base;
    if (!this.ahead(Caret)) return result;
    this.MANY(() => {
      this.CONSUME(Caret);
      const right = this.SUBRULE(this.powerOperand);
      const left = result;
      result = { kind: 'binary', op: '^', left, right, loc: left.loc };
    });
    return result;
  }

  /**
   * A signed operand (the OR of `operands`). A name, number, string or built-in function, which is what the
   * OR would choose for those tokens, is parsed without the OR's lookahead, and a plain name without a rule call.
   */
  private operand(): Expr {
    const next = this.LA(1);
    if (!this.shortcut(isPlainOperand(next))) return this.OR(this.operands());
    const type = next.tokenType;
    if (type === Identifier) {
      const after = this.LA(2).tokenType;
      if (after === LParen || after === Dot) return this.SUBRULE(this.nameRef);
      return buildRef(this.CONSUME(Identifier), undefined, undefined);
    }
    if (type === NumberLiteral) return this.numberLit(this.CONSUME(NumberLiteral));
    if (type === StringLiteral) return this.stringLit(this.CONSUME(StringLiteral));
    return this.SUBRULE(this.builtinCall);
  }

  /** A signed operand: unary `-`, `+`, NOT or a primary. */
  private operands(): IOrAlt<Expr>[] {
    return (this.operandAlts ??= [
      { ALT: () => this.unary(this.CONSUME(Minus), '-', this.SUBRULE(this.signed)) },
      { ALT: () => this.unary(this.CONSUME(Plus), '+', this.SUBRULE2(this.signed)) },
      { ALT: () => this.unary(this.CONSUME(K['NOT']), 'NOT', this.SUBRULE(this.relational)) },
      ...this.primaries(),
    ]);
  }

  /** Literals, parenthesised expressions, names and built-in functions. */
  private primaries(): IOrAlt<Expr>[] {
    return (this.primaryAlts ??= [
      { ALT: () => this.numberLit(this.CONSUME(NumberLiteral)) },
      { ALT: () => this.stringLit(this.CONSUME(StringLiteral)) },
      {
        ALT: () => {
          const open = this.CONSUME(LParen);
          const expr = this.SUBRULE(this.expression);
          this.CONSUME(RParen);
          return { kind: 'paren', expr, loc: locOf(open) } as Expr;
        },
      },
      { ALT: () => this.SUBRULE(this.nameRef) },
      { ALT: () => this.SUBRULE(this.builtinCall) },
    ]);
  }

  protected unary(token: IToken, op: '-' | '+' | 'NOT', operand: Expr): Expr {
    return { kind: 'unary', op, operand, loc: locOf(token) };
  }

  protected numberLit(token: IToken): Expr {
    const loc = locOf(token);
    const decoded = this.ACTION(() => decodeNumber(token.image));
    if (decoded === undefined || decoded.ok) {
      return { kind: 'number', value: decoded?.value ?? 0, type: decoded?.type ?? 'INTEGER', text: token.image, loc };
    }
    this.ACTION(() => this.diagnostics.push({ message: decoded.message, code: decoded.code, ...loc }));
    return { kind: 'number', value: 0, type: 'INTEGER', text: token.image, loc };
  }

  protected stringLit(token: IToken): Expr {
    const image = token.image;
    const value = image.length > 1 && image.endsWith('"') ? image.slice(1, -1) : image.slice(1);
    return { kind: 'string', value, loc: locOf(token) };
  }
}

/** A token that starts an operand through a single alternative of `operands`: a name, literal or built-in function. */
function isPlainOperand(token: IToken): boolean {
  const type = token.tokenType;
  return type === Identifier || type === NumberLiteral || type === StringLiteral || tokenMatcher(token, Builtin);
}

function buildRef(id: IToken, args: Expr[] | undefined, fields: IToken[] | undefined): LValue {
  const loc = locOf(id);
  const { name, suffix } = splitName(id.image);
  let ref: LValue = args ? { kind: 'index', name, suffix, args, loc } : { kind: 'name', name, suffix, loc };
  if (fields === undefined) return ref;
  for (const field of fields) {
    for (const part of field.image.split('.')) ref = { kind: 'member', base: ref, field: part, loc };
  }
  return ref;
}
