// Screen, graphics and sound statements: SCREEN, PCOPY, PSET, LINE, CIRCLE, PAINT, DRAW, PALETTE, VIEW, WINDOW,
// GET / PUT (graphics and file forms), SOUND, PLAY, BEEP, SLEEP, RANDOMIZE.
import type { IToken } from 'chevrotain';
import { Comma, Identifier, K, Minus } from '../lexer/index.js';
import type { Expr, GraphicsPutStmt, LineStmt, LValue, Point, Stmt } from './ast.js';
import { locOf } from './expr-parser.js';
import { IoParser } from './io-parser.js';

const isBoxWord = (token: IToken) =>
  token.tokenType === Identifier && /^(B|BF)$/i.test(token.image);

export abstract class GraphicsParser extends IoParser {
  screenStmt = this.RULE('screenStmt', (): Stmt => {
    const keyword = this.CONSUME(K['SCREEN']);
    return { kind: 'screen', args: this.SUBRULE(this.optionalArgs), loc: locOf(keyword) };
  });

  pcopyStmt = this.RULE('pcopyStmt', (): Stmt => {
    const keyword = this.CONSUME(K['PCOPY']);
    const from = this.SUBRULE(this.expression);
    this.CONSUME(Comma);
    const to = this.SUBRULE2(this.expression);
    return { kind: 'pcopy', from, to, loc: locOf(keyword) };
  });

  psetStmt = this.RULE('psetStmt', (): Stmt => {
    const keyword = this.OR([{ ALT: () => this.CONSUME(K['PSET']) }, { ALT: () => this.CONSUME(K['PRESET']) }]);
    const at = this.SUBRULE(this.point);
    let color: Expr | undefined;
    this.OPTION(() => {
      this.CONSUME(Comma);
      color = this.SUBRULE(this.expression);
    });
    const kind = keyword.tokenType === K['PRESET'] ? 'preset' : 'pset';
    return { kind, at, color, loc: locOf(keyword) };
  });

  /** Called after LINE: `[from]-to[, [color][, [B|BF][, style]]]`. */
  lineTail = this.RULE('lineTail', (keyword: IToken): Stmt => {
    const node: LineStmt = { kind: 'line', to: undefined as unknown as Point, box: '', loc: locOf(keyword) };
    this.OPTION(() => (node.from = this.SUBRULE(this.point)));
    this.CONSUME(Minus);
    node.to = this.SUBRULE2(this.point);
    this.OPTION2(() => {
      this.CONSUME(Comma);
      this.OPTION3(() => (node.color = this.SUBRULE(this.expression)));
      this.OPTION4(() => {
        this.CONSUME2(Comma);
        this.OPTION5({
          GATE: () => isBoxWord(this.LA(1)),
          DEF: () => (node.box = this.CONSUME(Identifier).image.toUpperCase() as 'B' | 'BF'),
        });
        this.OPTION6(() => {
          this.CONSUME3(Comma);
          node.style = this.SUBRULE2(this.expression);
        });
      });
    });
    return node;
  });

  circleStmt = this.RULE('circleStmt', (): Stmt => {
    const keyword = this.CONSUME(K['CIRCLE']);
    const center = this.SUBRULE(this.point);
    this.CONSUME(Comma);
    const radius = this.SUBRULE(this.expression);
    let rest: (Expr | undefined)[] = [];
    this.OPTION(() => {
      this.CONSUME2(Comma);
      rest = this.SUBRULE(this.optionalArgs);
    });
    return this.ACTION(() => {
      const [color, start, end, aspect] = rest.length > 0 ? rest : [undefined];
      this.tooManyArguments(rest, 4);
      return { kind: 'circle', center, radius, color, start, end, aspect, loc: locOf(keyword) } as Stmt;
    });
  });

  paintStmt = this.RULE('paintStmt', (): Stmt => {
    const keyword = this.CONSUME(K['PAINT']);
    const at = this.SUBRULE(this.point);
    let rest: (Expr | undefined)[] = [];
    this.OPTION(() => {
      this.CONSUME(Comma);
      rest = this.SUBRULE(this.optionalArgs);
    });
    return this.ACTION(() => {
      const [paint, border, background] = rest.length > 0 ? rest : [undefined];
      this.tooManyArguments(rest, 3);
      return { kind: 'paint', at, paint, border, background, loc: locOf(keyword) } as Stmt;
    });
  });

  drawStmt = this.RULE('drawStmt', (): Stmt => {
    const keyword = this.CONSUME(K['DRAW']);
    return { kind: 'draw', expr: this.SUBRULE(this.expression), loc: locOf(keyword) };
  });

  paletteStmt = this.RULE('paletteStmt', (): Stmt => {
    const keyword = this.CONSUME(K['PALETTE']);
    const loc = locOf(keyword);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(K['USING']);
          return { kind: 'palette', using: this.SUBRULE(this.nameRef), loc } as Stmt;
        },
      },
      {
        ALT: () => {
          const attr = this.SUBRULE(this.expression);
          this.CONSUME(Comma);
          return { kind: 'palette', attr, color: this.SUBRULE2(this.expression), loc } as Stmt;
        },
      },
      { ALT: () => ({ kind: 'palette', loc }) as Stmt },
    ]);
  });

  /** `[SCREEN] (x1,y1)-(x2,y2)` for VIEW and WINDOW. */
  viewport = this.RULE('viewport', (): { screen: boolean; from: Point; to: Point } => {
    let screen = false;
    this.OPTION(() => (screen = this.CONSUME(K['SCREEN']) !== undefined));
    const from = this.SUBRULE(this.point);
    this.CONSUME(Minus);
    return { screen, from, to: this.SUBRULE2(this.point) };
  });

  viewStmt = this.RULE('viewStmt', (): Stmt => {
    const keyword = this.CONSUME(K['VIEW']);
    const loc = locOf(keyword);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(K['PRINT']);
          let top: Expr | undefined;
          let bottom: Expr | undefined;
          this.OPTION(() => {
            top = this.SUBRULE(this.expression);
            this.CONSUME(K['TO']);
            bottom = this.SUBRULE2(this.expression);
          });
          return { kind: 'viewPrint', top, bottom, loc } as Stmt;
        },
      },
      {
        ALT: () => {
          const box = this.SUBRULE(this.viewport);
          let rest: (Expr | undefined)[] = [];
          this.OPTION2(() => {
            this.CONSUME(Comma);
            rest = this.SUBRULE(this.optionalArgs);
          });
          return this.ACTION(() => {
            this.tooManyArguments(rest, 2);
            return { kind: 'view', ...box, fill: rest[0], border: rest[1], loc } as Stmt;
          });
        },
      },
      { ALT: () => ({ kind: 'view', screen: false, loc }) as Stmt },
    ]);
  });

  windowStmt = this.RULE('windowStmt', (): Stmt => {
    const keyword = this.CONSUME(K['WINDOW']);
    const loc = locOf(keyword);
    let box: { screen: boolean; from?: Point; to?: Point } = { screen: false };
    this.OPTION(() => (box = this.SUBRULE(this.viewport)));
    return { kind: 'window', ...box, loc };
  });

  getStmt = this.RULE('getStmt', (): Stmt => {
    const keyword = this.CONSUME(K['GET']);
    const loc = locOf(keyword);
    return this.OR([
      {
        GATE: () => this.isParen(this.LA(1)),
        ALT: () => {
          const from = this.SUBRULE(this.point);
          this.CONSUME(Minus);
          const to = this.SUBRULE2(this.point);
          this.CONSUME(Comma);
          return { kind: 'graphicsGet', from, to, target: this.SUBRULE(this.nameRef), loc } as Stmt;
        },
      },
      {
        ALT: () => {
          const args = this.SUBRULE(this.recordArgs);
          return this.ACTION(() => {
            const target = args.item && this.asLValue(args.item);
            return { kind: 'fileGet', num: args.num, record: args.record, target, loc } as Stmt;
          });
        },
      },
    ]);
  });

  putStmt = this.RULE('putStmt', (): Stmt => {
    const keyword = this.CONSUME(K['PUT']);
    const loc = locOf(keyword);
    return this.OR([
      {
        GATE: () => this.isParen(this.LA(1)),
        ALT: () => {
          const at = this.SUBRULE(this.point);
          this.CONSUME(Comma);
          const node: GraphicsPutStmt = { kind: 'graphicsPut', at, source: this.SUBRULE(this.nameRef), loc };
          this.OPTION(() => {
            this.CONSUME2(Comma);
            const action = this.OR2([
              { ALT: () => this.CONSUME(K['PSET']) },
              { ALT: () => this.CONSUME(K['PRESET']) },
              { ALT: () => this.CONSUME(K['AND']) },
              { ALT: () => this.CONSUME(K['OR']) },
              { ALT: () => this.CONSUME(K['XOR']) },
            ]);
            node.action = this.ACTION(() => action.image.toUpperCase() as GraphicsPutStmt['action']);
          });
          return node as Stmt;
        },
      },
      {
        ALT: () => {
          const args = this.SUBRULE(this.recordArgs);
          return { kind: 'filePut', num: args.num, record: args.record, source: args.item, loc } as Stmt;
        },
      },
    ]);
  });

  soundStmt = this.RULE('soundStmt', (): Stmt => {
    const keyword = this.CONSUME(K['SOUND']);
    const freq = this.SUBRULE(this.expression);
    this.CONSUME(Comma);
    return { kind: 'sound', freq, duration: this.SUBRULE2(this.expression), loc: locOf(keyword) };
  });

  /** PLAY music$ (PLAY ON / OFF / STOP event trapping is unsupported). */
  playStmt = this.RULE('playStmt', (): Stmt => {
    const keyword = this.CONSUME(K['PLAY']);
    const loc = locOf(keyword);
    return this.OR([
      {
        ALT: () => {
          const action = this.OR2([
            { ALT: () => (this.CONSUME(K['ON']), 'ON' as const) },
            { ALT: () => (this.CONSUME(K['OFF']), 'OFF' as const) },
            { ALT: () => (this.CONSUME(K['STOP']), 'STOP' as const) },
          ]);
          return { kind: 'eventSwitch', event: 'PLAY', action, loc } as Stmt;
        },
      },
      { ALT: () => ({ kind: 'play', expr: this.SUBRULE(this.expression), loc }) as Stmt },
    ]);
  });

  /** BEEP, SLEEP [n], RANDOMIZE [seed]: a keyword and an optional expression. */
  simpleStmt = this.RULE('simpleStmt', (): Stmt => {
    const keyword = this.OR([
      { ALT: () => this.CONSUME(K['BEEP']) },
      { ALT: () => this.CONSUME(K['SLEEP']) },
      { ALT: () => this.CONSUME(K['RANDOMIZE']) },
    ]);
    let arg: Expr | undefined;
    this.OPTION(() => (arg = this.SUBRULE(this.expression)));
    const loc = locOf(keyword);
    if (keyword.tokenType === K['SLEEP']) return { kind: 'sleep', seconds: arg, loc };
    if (keyword.tokenType === K['RANDOMIZE']) return { kind: 'randomize', seed: arg, loc };
    if (arg) this.ACTION(() => this.extraArgument(arg!));
    return { kind: 'beep', loc };
  });

  /**
   * `Syntax error` at the comma before the first of `args` (an `optionalArgs` list after a comma of the
   * statement's own) past the `max` the statement takes, given or left out: `CIRCLE (1, 5), 2, , , , ,`.
   */
  protected tooManyArguments(args: (Expr | undefined)[], max: number): void {
    if (args.length <= max) return;
    const at = this.argCommas[max - 1] ?? args[max]?.loc;
    if (at) this.diagnostics.push({ message: 'Syntax error: expected end of statement', code: 2, ...at });
  }

  /** Records `Syntax error` at an argument that the statement does not take. */
  protected extraArgument(expr: Expr): void {
    this.diagnostics.push({ message: 'Syntax error: expected end of statement', code: 2, ...expr.loc });
  }

  protected asLValue(expr: Expr): LValue | undefined {
    if (expr.kind === 'name' || expr.kind === 'index' || expr.kind === 'member') return expr;
    this.diagnostics.push({ message: 'Syntax error: expected variable', code: 2, ...expr.loc });
    return undefined;
  }
}
