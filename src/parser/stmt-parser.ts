// The statement dispatcher and the per-line rule of the QBasic parser. One instance parses one line at a
// time; finished top-level items are pushed to `items` as they complete, so a syntax error keeps them.
import type { IOrAlt, IToken, OrMethodOpts, ParserMethod } from 'chevrotain';
import {
  AnyToken, Colon, Comma, Comment, DataText, Eq, Identifier, K, LParen, NumberLiteral, RParen, Dot,
} from '../lexer/index.js';
import type { Expr, Stmt, Target } from './ast.js';
import { locOf } from './expr-parser.js';
import { FlowParser } from './flow-parser.js';
import { choiceTable, Ll1LookaheadStrategy } from './ll1-lookahead.js';
import type { Item } from './items.js';
import { commentStmt, dataStmt } from './source-text.js';

type StatementRule = ParserMethod<[], Item>;

const UNSUPPORTED_WORDS = [
  'STRIG', 'PEN', 'COM', 'LOCK', 'UNLOCK', 'IOCTL', 'ENVIRON', 'DATE$', 'TIME$',
  'TRON', 'TROFF', 'UEVENT', 'CALLS', 'LIST', 'LOCAL', 'SIGNAL',
];

export class StatementParser extends FlowParser {
  /** the items of the line being parsed */
  items: Item[] = [];
  /** token index where the current top-level statement began */
  statementStart = 0;
  /** `statementStart` of the last statement that parsed completely */
  emittedStart = -1;
  /** false when parsing resumes in the middle of a line (no label allowed) */
  atLineStart = true;
  /** SUBs declared or defined so far (upper case): `s (x) = 1, 2` calls such a SUB, it assigns nothing */
  knownSubs = new Set<string>();

  private statementAlts: IOrAlt<Item>[] | undefined;
  /** statement's OR as a table: tokenTypeIdx -> the statement rule it chooses (null: no such table) */
  private statementChoice: (StatementRule | undefined)[] | null | undefined;
  /** identStatement's alternatives, built once: every assignment takes this OR */
  private identChoice: OrMethodOpts<Item> | undefined;

  line = this.RULE('line', (): void => {
    if (this.guard(this.isLabelAhead())) {
      this.OPTION({ GATE: () => this.isLabelAhead(), DEF: () => this.emit(this.SUBRULE(this.label)) });
    }
    this.OPTION2(() => {
      this.markStatement();
      const direct = this.statementRuleAhead();
      this.emitStatement(direct ? this.SUBRULE(direct) : this.SUBRULE(this.statement));
    });
    if (this.ahead(Colon)) {
      this.MANY(() => {
        this.CONSUME(Colon);
        this.OPTION3(() => {
          this.markStatement();
          const direct = this.statementRuleAhead();
          this.emitStatement(direct ? this.SUBRULE2(direct) : this.SUBRULE2(this.statement));
        });
      });
    }
    if (this.ahead(Comment)) {
      this.OPTION4(() => {
        const comment = this.CONSUME(Comment);
        this.emit(this.ACTION(() => commentStmt(comment.image, locOf(comment))));
      });
    }
  });

  label = this.RULE('label', (): Item =>
    this.OR([
      {
        GATE: () => this.LA(2).tokenType === Colon,
        ALT: () => {
          const id = this.CONSUME(Identifier);
          this.CONSUME(Colon);
          return { kind: 'label', name: id.image, isLineNumber: false, loc: locOf(id) } as Item;
        },
      },
      {
        ALT: () => {
          const number = this.CONSUME(NumberLiteral);
          return { kind: 'label', name: number.image, isLineNumber: true, loc: locOf(number) } as Item;
        },
      },
    ]),
  );

  statement = this.RULE('statement', (): Item => this.OR((this.statementAlts ??= this.buildStatementAlts())));

  /** Assignment, TYPE field (`name AS type`) or a SUB call without CALL. */
  identStatement = this.RULE('identStatement', (): Item =>
    this.OR((this.identChoice ??= {
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          GATE: () => this.isAssignment(),
          ALT: () => {
            const target = this.SUBRULE(this.nameRef);
            this.CONSUME(Eq);
            return { kind: 'assign', target, expr: this.SUBRULE(this.expression), loc: target.loc } as Item;
          },
        },
        {
          GATE: () => this.LA(2).tokenType === K['AS'],
          ALT: () => {
            const id = this.CONSUME(Identifier);
            this.CONSUME(K['AS']);
            return { kind: '$field', name: id.image, type: this.SUBRULE(this.typeRef), loc: locOf(id) } as Item;
          },
        },
        { ALT: () => this.SUBRULE(this.bareCall) },
      ],
    })),
  );

  letStmt = this.RULE('letStmt', (): Item => {
    const keyword = this.CONSUME(K['LET']);
    const target = this.SUBRULE(this.nameRef);
    this.CONSUME(Eq);
    return { kind: 'assign', target, expr: this.SUBRULE(this.expression), loc: locOf(keyword) };
  });

  /** `name arg, (byValue)`: each argument is a full expression, so `(y)` stays a ParenExpr. */
  bareCall = this.RULE('bareCall', (): Item => {
    const id = this.CONSUME(Identifier);
    const args: Expr[] = [];
    this.MANY_SEP({ SEP: Comma, DEF: () => args.push(this.SUBRULE(this.expression)) });
    return { kind: 'call', name: id.image, args, explicitCall: false, loc: locOf(id) };
  });

  callStmt = this.RULE('callStmt', (): Item => {
    const keyword = this.CONSUME(K['CALL']);
    const id = this.CONSUME(Identifier);
    let args: Expr[] = [];
    this.OPTION(() => {
      this.CONSUME(LParen);
      args = this.SUBRULE(this.argList);
      this.CONSUME(RParen);
    });
    return { kind: 'call', name: id.image, args, explicitCall: true, loc: locOf(keyword) };
  });

  dataStatement = this.RULE('dataStatement', (): Item => {
    const token = this.CONSUME(DataText);
    return this.ACTION(() => dataStmt(token.image, locOf(token)));
  });

  readStmt = this.RULE('readStmt', (): Item => {
    const keyword = this.CONSUME(K['READ']);
    return { kind: 'read', targets: this.SUBRULE(this.lvalueList), loc: locOf(keyword) };
  });

  restoreStmt = this.RULE('restoreStmt', (): Item => {
    const keyword = this.CONSUME(K['RESTORE']);
    let target: Target | undefined;
    this.OPTION(() => (target = this.SUBRULE(this.target)));
    return { kind: 'restore', target, loc: locOf(keyword) };
  });

  /** POKE address, value | OUT port, value */
  pokeStmt = this.RULE('pokeStmt', (): Item => {
    const keyword = this.OR([{ ALT: () => this.CONSUME(K['POKE']) }, { ALT: () => this.CONSUME(K['OUT']) }]);
    const first = this.SUBRULE(this.expression);
    this.CONSUME(Comma);
    const value = this.SUBRULE2(this.expression);
    const loc = locOf(keyword);
    if (keyword.tokenType === K['OUT']) return { kind: 'out', port: first, value, loc };
    return { kind: 'poke', address: first, value, loc };
  });

  waitStmt = this.RULE('waitStmt', (): Item => {
    const keyword = this.CONSUME(K['WAIT']);
    const port = this.SUBRULE(this.expression);
    this.CONSUME(Comma);
    const and = this.SUBRULE2(this.expression);
    let xor: Expr | undefined;
    this.OPTION(() => {
      this.CONSUME2(Comma);
      xor = this.SUBRULE3(this.expression);
    });
    return { kind: 'wait', port, and, xor, loc: locOf(keyword) };
  });

  /** ERROR n, CLEAR [args], RUN [line | file$], SHELL [cmd$], STOP, SYSTEM, RESET. */
  miscStmt = this.RULE('miscStmt', (): Item => {
    const keyword = this.OR([
      { ALT: () => this.CONSUME(K['ERROR']) },
      { ALT: () => this.CONSUME(K['CLEAR']) },
      { ALT: () => this.CONSUME(K['RUN']) },
      { ALT: () => this.CONSUME(K['SHELL']) },
      { ALT: () => this.CONSUME(K['STOP']) },
      { ALT: () => this.CONSUME(K['SYSTEM']) },
      { ALT: () => this.CONSUME(K['RESET']) },
    ]);
    const args = this.SUBRULE(this.optionalArgs);
    return this.ACTION(() => this.miscNode(keyword, args));
  });

  unsupportedStmt = this.RULE('unsupportedStmt', (): Item => {
    const keyword = this.OR(UNSUPPORTED_WORDS.map((word) => ({ ALT: () => this.CONSUME(K[word]) })));
    this.MANY(() => this.CONSUME(AnyToken));
    return { kind: 'unsupported', keyword: this.ACTION(() => keyword.image.toUpperCase()), loc: locOf(keyword) };
  });

  constructor(validate = false) {
    super(validate);
    this.performSelfAnalysis();
  }

  private miscNode(keyword: IToken, args: (Expr | undefined)[]): Item {
    const loc = locOf(keyword);
    const word = keyword.image.toUpperCase();
    if (word === 'CLEAR') return { kind: 'clear', args, loc };
    const [arg] = args;
    const maxArgs = word === 'ERROR' || word === 'RUN' || word === 'SHELL' ? 1 : 0;
    if (args.length > maxArgs || (word === 'ERROR' && !arg)) {
      const at = args.find((a, index) => index >= maxArgs && a)?.loc ?? loc;
      this.diagnostics.push({ message: 'Syntax error: expected end of statement', code: 2, ...at });
    }
    switch (word) {
      case 'ERROR': return { kind: 'error', code: arg ?? { kind: 'number', value: 0, type: 'INTEGER', text: '0', loc }, loc };
      case 'RUN':
        if (arg?.kind === 'number') return { kind: 'run', target: { name: arg.text, loc: arg.loc }, loc };
        return { kind: 'run', file: arg, loc };
      case 'SHELL': return { kind: 'shell', command: arg, loc };
      case 'STOP': return { kind: 'stop', loc };
      case 'SYSTEM': return { kind: 'system', loc };
      default: return { kind: 'reset', loc };
    }
  }

  private emit(item: Item | undefined): void {
    this.ACTION(() => {
      if (item) this.items.push(item);
    });
  }

  private emitStatement(item: Item): void {
    this.ACTION(() => {
      this.items.push(item);
      this.emittedStart = this.statementStart;
    });
  }

  private markStatement(): void {
    // exportLexerState() (the index of the last consumed token) is public at run time but missing from the typings.
    const lexerState = this as unknown as { exportLexerState(): number };
    this.ACTION(() => (this.statementStart = lexerState.exportLexerState() + 1));
  }

  private isLabelAhead(): boolean {
    return this.atLineStart && (this.LA(1).tokenType === NumberLiteral || this.LA(2).tokenType === Colon);
  }

  /** `name [(...)] [.field ...] =` ahead: an assignment rather than a SUB call. */
  private isAssignment(): boolean {
    if (this.LA(2).tokenType === LParen && this.knownSubs.has(this.LA(1).image.toUpperCase())) return false;
    let index = 2;
    if (this.LA(index).tokenType === LParen) {
      let depth = 0;
      for (;;) {
        const type = this.LA(index).tokenType;
        if (type === LParen) depth++;
        else if (type === RParen && --depth === 0) break;
        else if (type.name === 'EOF' || type === Colon) return false;
        index++;
      }
      index++;
    }
    while (this.LA(index).tokenType === Dot && this.LA(index + 1).tokenType === Identifier) index += 2;
    return this.LA(index).tokenType === Eq;
  }

  /**
   * The statement rule that `statement`'s OR takes at the next token, so that a line calls it without that
   * rule and its OR in between (undefined: none, or the shortcut is off; `statement` then decides).
   */
  private statementRuleAhead(): StatementRule | undefined {
    if (!this.shortcut(true)) return undefined;
    return (this.statementChoice ??= this.buildStatementChoice())?.[this.LA(1).tokenTypeIdx];
  }

  private buildStatementChoice(): (StatementRule | undefined)[] | null {
    const strategy = (this as unknown as { lookaheadStrategy: unknown }).lookaheadStrategy;
    if (!(strategy instanceof Ll1LookaheadStrategy)) return null;
    const rules = this.statementRules();
    const { choice, fallback } = choiceTable(strategy.alternativeFirsts(this.getGAstProductions()['statement'], 0));
    if (fallback !== undefined || choice.length === 0) return null;
    return choice.map((index) => rules[index]);
  }

  private buildStatementAlts(): IOrAlt<Item>[] {
    return this.statementRules().map((rule) => ({ ALT: () => this.SUBRULE(rule) }));
  }

  /** The alternatives of `statement`, in order. */
  private statementRules(): StatementRule[] {
    const rules = [
      this.identStatement, this.letStmt, this.callStmt, this.printStmt, this.writeStmt, this.inputStmt,
      this.lineStmt, this.locateStmt, this.clsStmt, this.colorStmt, this.widthStmt, this.openStmt,
      this.closeStmt, this.getStmt, this.putStmt, this.seekStmt, this.fieldStmt, this.pathStmt, this.nameStmt,
      this.bsaveStmt, this.bloadStmt, this.filesStmt, this.screenStmt, this.pcopyStmt, this.psetStmt,
      this.circleStmt, this.paintStmt, this.drawStmt,
      this.paletteStmt, this.viewStmt, this.windowStmt, this.soundStmt, this.playStmt, this.simpleStmt,
      this.dimStmt, this.redimStmt, this.sharedStmt, this.commonStmt, this.constStmt, this.declareStmt,
      this.procHead, this.defStmt, this.defTypeStmt, this.optionBaseStmt, this.typeHead, this.eraseStmt,
      this.swapStmt, this.midAssignStmt, this.lsetStmt, this.ifStmt, this.elseIfStmt, this.elseStmt,
      this.selectStmt, this.caseStmt, this.forStmt, this.nextStmt, this.doStmt, this.loopStmt, this.whileStmt,
      this.wendStmt, this.exitStmt, this.endStmt, this.jumpStmt, this.returnStmt, this.onStmt, this.eventSwitchStmt,
      this.resumeStmt, this.dataStatement, this.readStmt, this.restoreStmt, this.pokeStmt, this.waitStmt,
      this.miscStmt,
    ];
    rules.push(this.unsupportedStmt);
    return rules as StatementRule[];
  }

  /** LINE INPUT or graphics LINE. */
  lineStmt = this.RULE('lineStmt', (): Item => {
    const keyword = this.CONSUME(K['LINE']);
    return this.OR([
      { ALT: () => (this.CONSUME(K['INPUT']), this.SUBRULE(this.lineInputTail, { ARGS: [keyword] })) },
      { ALT: () => this.SUBRULE(this.lineTail, { ARGS: [keyword] }) },
    ]);
  });
}
