// Control flow: IF (block and single-line), SELECT CASE, FOR / NEXT, DO / LOOP, WHILE / WEND, EXIT, END,
// GOTO / GOSUB / RETURN, ON ... GOTO / GOSUB, ON ERROR, RESUME, ON TIMER / ON KEY, TIMER and KEY(n) switches.
import type { IToken, ParserMethod } from 'chevrotain';
import { AnyToken, Colon, Comma, Eq, K, LParen, NumberLiteral, RelOp, RParen } from '../lexer/index.js';
import type { CaseTest, Expr, IfStmt, Loc, LoopCond, NameExpr, Target } from './ast.js';
import { DeclParser } from './decl-parser.js';
import { locOf } from './expr-parser.js';
import type { Item } from './items.js';

/** Events parsed and reported as Advanced feature unavailable (TIMER, KEY and PLAY are trapped). */
const UNTRAPPED_EVENTS = ['COM', 'PEN', 'STRIG', 'UEVENT'];
const TRAPPED_EVENTS = ['TIMER', 'KEY', 'PLAY'] as const;
type EndWord = 'IF' | 'SELECT' | 'SUB' | 'FUNCTION' | 'DEF' | 'TYPE';

export abstract class FlowParser extends DeclParser {
  abstract statement: ParserMethod<[], Item>;

  ifStmt = this.RULE('ifStmt', (): Item => {
    const keyword = this.CONSUME(K['IF']);
    const cond = this.SUBRULE(this.expression);
    const loc = locOf(keyword);
    return this.OR([
      {
        ALT: () => {
          const jump = this.CONSUME(K['GOTO']);
          const target = this.SUBRULE(this.target);
          const thenItems: Item[] = [{ kind: 'goto', target, loc: locOf(jump) }];
          let elseItems: Item[] | undefined;
          this.OPTION(() => {
            this.CONSUME(K['ELSE']);
            elseItems = this.SUBRULE(this.elseBranch);
          });
          return this.inlineIf(cond, thenItems, elseItems, loc);
        },
      },
      { ALT: () => (this.CONSUME(K['THEN']), this.SUBRULE(this.thenPart, { ARGS: [cond, loc] })) },
    ]);
  });

  /** After THEN: single-line branches, or nothing (a block IF). */
  thenPart = this.RULE('thenPart', (cond: Expr, loc: Loc): Item =>
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          GATE: () => this.LA(1).tokenType !== K['ELSE'],
          ALT: () => {
            const thenItems = this.SUBRULE(this.inlineBranch);
            let elseItems: Item[] | undefined;
            this.OPTION(() => {
              this.CONSUME(K['ELSE']);
              elseItems = this.SUBRULE2(this.elseBranch);
            });
            return this.inlineIf(cond, thenItems, elseItems, loc);
          },
        },
        {
          ALT: () => {
            this.CONSUME2(K['ELSE']);
            return this.inlineIf(cond, [], this.SUBRULE3(this.elseBranch), loc);
          },
        },
        { ALT: () => ({ kind: 'if', branches: [{ cond, body: [], loc }], singleLine: false, loc }) as Item },
      ],
    }),
  );

  /**
   * After a single-line ELSE: a branch, or nothing (`IF c THEN PRINT "y" ELSE` as the QBasic editor
   * keeps it; anything but a comment after THEN makes the IF single-line, so `IF c THEN ELSE` is one too).
   */
  elseBranch = this.RULE('elseBranch', (): Item[] => this.OPTION(() => this.SUBRULE(this.inlineBranch)) ?? []);

  /** A single-line IF branch: `100` (GOTO 100) or statements joined by `:`. */
  inlineBranch = this.RULE('inlineBranch', (): Item[] =>
    this.OR([
      {
        ALT: () => {
          const target = this.CONSUME(NumberLiteral);
          return [{ kind: 'goto', target: { name: target.image, loc: locOf(target) }, loc: locOf(target) }] as Item[];
        },
      },
      {
        ALT: () => {
          const items: Item[] = [];
          // `IF c THEN : PRINT` and `ELSE : PRINT`: the branch may open with an empty statement
          this.OR2([
            { ALT: () => items.push(this.SUBRULE(this.statement)) },
            {
              ALT: () => {
                this.CONSUME2(Colon);
                this.OPTION2({
                  GATE: () => this.LA(1).tokenType !== K['ELSE'],
                  DEF: () => items.push(this.SUBRULE3(this.statement)),
                });
              },
            },
          ]);
          this.MANY(() => {
            this.CONSUME(Colon);
            this.OPTION({
              GATE: () => this.LA(1).tokenType !== K['ELSE'],
              DEF: () => items.push(this.SUBRULE2(this.statement)),
            });
          });
          return items;
        },
      },
    ]),
  );

  /** ELSEIF c THEN; a statement may follow on the same line, as after a block ELSE. */
  elseIfStmt = this.RULE('elseIfStmt', (): Item => {
    const keyword = this.CONSUME(K['ELSEIF']);
    const cond = this.SUBRULE(this.expression);
    this.CONSUME(K['THEN']);
    let then: Item | undefined;
    this.OPTION(() => (then = this.SUBRULE(this.statement)));
    return { kind: '$elseIf', cond, then, loc: locOf(keyword) };
  });

  /** A block ELSE; a statement may follow it on the same line (`ELSE IF ...` nests a new IF). */
  elseStmt = this.RULE('elseStmt', (): Item => {
    const keyword = this.CONSUME(K['ELSE']);
    let then: Item | undefined;
    this.OPTION(() => (then = this.SUBRULE(this.statement)));
    return { kind: '$else', then, loc: locOf(keyword) };
  });

  selectStmt = this.RULE('selectStmt', (): Item => {
    const keyword = this.CONSUME(K['SELECT']);
    this.CONSUME(K['CASE']);
    return { kind: 'select', expr: this.SUBRULE(this.expression), cases: [], loc: locOf(keyword) };
  });

  caseStmt = this.RULE('caseStmt', (): Item => {
    const keyword = this.CONSUME(K['CASE']);
    const loc = locOf(keyword);
    return this.OR([
      { ALT: () => (this.CONSUME(K['ELSE']), { kind: '$caseElse', loc }) as Item },
      {
        ALT: () => {
          const tests: CaseTest[] = [];
          this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => tests.push(this.SUBRULE(this.caseTest)) });
          return { kind: '$case', tests, loc } as Item;
        },
      },
    ]);
  });

  caseTest = this.RULE('caseTest', (): CaseTest =>
    this.OR([
      {
        ALT: () => {
          const keyword = this.CONSUME(K['IS']);
          const op = this.CONSUME(RelOp);
          const expr = this.SUBRULE(this.expression);
          return this.ACTION(() => ({ kind: 'is', op: normalizeRelOp(op), expr, loc: locOf(keyword) }) as CaseTest);
        },
      },
      {
        ALT: () => {
          const from = this.SUBRULE2(this.expression);
          let to: Expr | undefined;
          this.OPTION(() => {
            this.CONSUME(K['TO']);
            to = this.SUBRULE3(this.expression);
          });
          return (to ? { kind: 'range', from, to, loc: from.loc } : { kind: 'value', expr: from, loc: from.loc }) as CaseTest;
        },
      },
    ]),
  );

  forStmt = this.RULE('forStmt', (): Item => {
    const keyword = this.CONSUME(K['FOR']);
    const variable = this.SUBRULE(this.plainName);
    this.CONSUME(Eq);
    const from = this.SUBRULE(this.expression);
    this.CONSUME(K['TO']);
    const to = this.SUBRULE2(this.expression);
    let step: Expr | undefined;
    this.OPTION(() => {
      this.CONSUME(K['STEP']);
      step = this.SUBRULE3(this.expression);
    });
    return { kind: 'for', variable, from, to, step, body: [], loc: locOf(keyword) };
  });

  nextStmt = this.RULE('nextStmt', (): Item => {
    const keyword = this.CONSUME(K['NEXT']);
    const vars: NameExpr[] = [];
    this.MANY_SEP({ SEP: Comma, DEF: () => vars.push(this.SUBRULE(this.plainName)) });
    return { kind: '$next', vars, loc: locOf(keyword) };
  });

  loopCond = this.RULE('loopCond', (): LoopCond => {
    const word = this.OR([{ ALT: () => this.CONSUME(K['WHILE']) }, { ALT: () => this.CONSUME(K['UNTIL']) }]);
    const cond = this.SUBRULE(this.expression);
    return { kind: word.tokenType === K['UNTIL'] ? 'until' : 'while', cond };
  });

  doStmt = this.RULE('doStmt', (): Item => {
    const keyword = this.CONSUME(K['DO']);
    let pre: LoopCond | undefined;
    this.OPTION(() => (pre = this.SUBRULE(this.loopCond)));
    return { kind: 'do', pre, body: [], loc: locOf(keyword) };
  });

  loopStmt = this.RULE('loopStmt', (): Item => {
    const keyword = this.CONSUME(K['LOOP']);
    let post: LoopCond | undefined;
    this.OPTION(() => (post = this.SUBRULE(this.loopCond)));
    return { kind: '$loop', post, loc: locOf(keyword) };
  });

  whileStmt = this.RULE('whileStmt', (): Item => {
    const keyword = this.CONSUME(K['WHILE']);
    return { kind: 'while', cond: this.SUBRULE(this.expression), body: [], loc: locOf(keyword) };
  });

  wendStmt = this.RULE('wendStmt', (): Item => ({ kind: '$wend', loc: locOf(this.CONSUME(K['WEND'])) }));

  exitStmt = this.RULE('exitStmt', (): Item => {
    const keyword = this.CONSUME(K['EXIT']);
    const what = this.OR([
      { ALT: () => this.CONSUME(K['SUB']) },
      { ALT: () => this.CONSUME(K['FUNCTION']) },
      { ALT: () => this.CONSUME(K['DEF']) },
      { ALT: () => this.CONSUME(K['FOR']) },
      { ALT: () => this.CONSUME(K['DO']) },
    ]);
    return { kind: 'exit', what: what.tokenType?.name as 'SUB', loc: locOf(keyword) };
  });

  /** END alone ends the program; END IF / SELECT / SUB / FUNCTION / DEF / TYPE close blocks. */
  endStmt = this.RULE('endStmt', (): Item => {
    const keyword = this.CONSUME(K['END']);
    let what: IToken | undefined;
    this.OPTION(() => {
      what = this.OR([
        { ALT: () => this.CONSUME(K['IF']) },
        { ALT: () => this.CONSUME(K['SELECT']) },
        { ALT: () => this.CONSUME(K['SUB']) },
        { ALT: () => this.CONSUME(K['FUNCTION']) },
        { ALT: () => this.CONSUME(K['DEF']) },
        { ALT: () => this.CONSUME(K['TYPE']) },
      ]);
    });
    const loc = locOf(keyword);
    return what ? { kind: '$end', what: what.tokenType?.name as EndWord, loc } : { kind: 'end', loc };
  });

  jumpStmt = this.RULE('jumpStmt', (): Item => {
    const keyword = this.OR([{ ALT: () => this.CONSUME(K['GOTO']) }, { ALT: () => this.CONSUME(K['GOSUB']) }]);
    const target = this.SUBRULE(this.target);
    return { kind: keyword.tokenType === K['GOSUB'] ? 'gosub' : 'goto', target, loc: locOf(keyword) };
  });

  returnStmt = this.RULE('returnStmt', (): Item => {
    const keyword = this.CONSUME(K['RETURN']);
    let target: Target | undefined;
    this.OPTION(() => (target = this.SUBRULE(this.target)));
    return { kind: 'return', target, loc: locOf(keyword) };
  });

  onStmt = this.RULE('onStmt', (): Item => {
    const keyword = this.CONSUME(K['ON']);
    const loc = locOf(keyword);
    return this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => (this.CONSUME(K['ERROR']), this.SUBRULE(this.onErrorTail, { ARGS: [loc] })) },
        {
          GATE: () => TRAPPED_EVENTS.some((word) => this.LA(1).tokenType === K[word]),
          ALT: () => {
            const word = this.OR3([
              { ALT: () => this.CONSUME(K['TIMER']) }, { ALT: () => this.CONSUME(K['KEY']) }, { ALT: () => this.CONSUME(K['PLAY']) },
            ]);
            this.CONSUME(LParen);
            const arg = this.SUBRULE2(this.expression);
            this.CONSUME(RParen);
            this.CONSUME2(K['GOSUB']);
            const target = this.SUBRULE2(this.target);
            const event = TRAPPED_EVENTS.find((w) => word.tokenType === K[w])!;
            return { kind: 'onEvent', event, arg, target: target.name === '0' ? undefined : target, loc } as Item;
          },
        },
        {
          GATE: () => UNTRAPPED_EVENTS.some((word) => this.LA(1).tokenType === K[word]),
          ALT: () => {
            const word = this.CONSUME(AnyToken);
            this.MANY(() => this.CONSUME2(AnyToken));
            return { kind: 'unsupported', keyword: `ON ${word.image.toUpperCase()}`, loc } as Item;
          },
        },
        {
          ALT: () => {
            const expr = this.SUBRULE(this.expression);
            const jump = this.OR2([{ ALT: () => this.CONSUME(K['GOTO']) }, { ALT: () => this.CONSUME(K['GOSUB']) }]);
            const targets: Target[] = [];
            this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => targets.push(this.SUBRULE(this.target)) });
            const kind = jump.tokenType === K['GOSUB'] ? 'GOSUB' : 'GOTO';
            return { kind: 'onJump', expr, jump: kind, targets, loc } as Item;
          },
        },
      ],
    });
  });

  /** After ON ERROR: `GOTO label`, `GOTO 0`, or `RESUME NEXT`. */
  onErrorTail = this.RULE('onErrorTail', (loc: Loc): Item =>
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K['GOTO']);
          const target = this.SUBRULE(this.target);
          return (target.name === '0' ? { kind: 'onError', loc } : { kind: 'onError', target, loc }) as Item;
        },
      },
      {
        ALT: () => {
          this.CONSUME(K['RESUME']);
          this.CONSUME(K['NEXT']);
          return { kind: 'onError', resumeNext: true, loc } as Item;
        },
      },
    ]),
  );

  /**
   * `TIMER ON|OFF|STOP`, `KEY(n) ON|OFF|STOP`; `KEY ON|OFF` (the function-key line) without a number;
   * `KEY n, text$`. `KEY LIST` is parsed and does nothing (the function-key line is never shown).
   */
  eventSwitchStmt = this.RULE('eventSwitchStmt', (): Item =>
    this.OR([
      {
        ALT: () => {
          const keyword = this.CONSUME(K['TIMER']);
          return { kind: 'eventSwitch', event: 'TIMER', action: this.SUBRULE(this.switchAction), loc: locOf(keyword) } as Item;
        },
      },
      {
        ALT: () => {
          const keyword = this.CONSUME(K['KEY']);
          const loc = locOf(keyword);
          return this.OR2({
            IGNORE_AMBIGUITIES: true,
            DEF: [
              {
                ALT: () => {
                  this.CONSUME(LParen);
                  const arg = this.SUBRULE(this.expression);
                  this.CONSUME(RParen);
                  return { kind: 'eventSwitch', event: 'KEY', arg, action: this.SUBRULE2(this.switchAction), loc } as Item;
                },
              },
              { ALT: () => ({ kind: 'eventSwitch', event: 'KEY', action: this.SUBRULE3(this.switchAction), loc }) as Item },
              {
                ALT: () => {
                  const key = this.SUBRULE2(this.expression);
                  this.CONSUME(Comma);
                  return { kind: 'keyDefine', key, text: this.SUBRULE3(this.expression), loc } as Item;
                },
              },
              {
                ALT: () => {
                  this.MANY(() => this.CONSUME(AnyToken));
                  return { kind: 'unsupported', keyword: 'KEY', loc } as Item;
                },
              },
            ],
          });
        },
      },
    ]),
  );

  switchAction = this.RULE('switchAction', (): 'ON' | 'OFF' | 'STOP' => {
    const word = this.OR([
      { ALT: () => this.CONSUME(K['ON']) },
      { ALT: () => this.CONSUME(K['OFF']) },
      { ALT: () => this.CONSUME(K['STOP']) },
    ]);
    return word.tokenType === K['ON'] ? 'ON' : word.tokenType === K['OFF'] ? 'OFF' : 'STOP';
  });

  resumeStmt = this.RULE('resumeStmt', (): Item => {
    const keyword = this.CONSUME(K['RESUME']);
    const loc = locOf(keyword);
    let result: Item = { kind: 'resume', mode: 'retry', loc };
    this.OPTION(() =>
      this.OR([
        { ALT: () => (this.CONSUME(K['NEXT']), (result = { kind: 'resume', mode: 'next', loc })) },
        {
          ALT: () => {
            const target = this.SUBRULE(this.target);
            if (target.name !== '0') result = { kind: 'resume', mode: 'label', target, loc };
          },
        },
      ]),
    );
    return result;
  });

  protected inlineIf(cond: Expr, thenItems: Item[], elseItems: Item[] | undefined, loc: Loc): Item {
    const node: IfStmt = { kind: 'if', branches: [{ cond, body: [], loc }], singleLine: true, loc };
    if (elseItems) node.elseBody = [];
    return { kind: '$inlineIf', node, thenItems: [thenItems], elseItems, loc };
  }
}

function normalizeRelOp(token: IToken): '=' | '<>' | '<' | '>' | '<=' | '>=' {
  const spelled: Record<string, '<>' | '<=' | '>='> = { '><': '<>', '=<': '<=', '=>': '>=' };
  return spelled[token.image] ?? (token.image as '=');
}
