// Text and file statements: PRINT, WRITE, INPUT, LINE INPUT, LOCATE, CLS, COLOR, WIDTH, OPEN, CLOSE,
// file GET / PUT, SEEK, FIELD and the disk commands.
import type { IOrAlt, IToken } from 'chevrotain';
import { Comma, Hash, K, LParen, Question, Semicolon, StringLiteral, Eq } from '../lexer/index.js';
import type { Expr, FileMode, LValue, OpenStmt, PrintItem, Stmt } from './ast.js';
import { ExprParser, locOf } from './expr-parser.js';

const MODE_LETTERS: Record<string, FileMode> = { I: 'INPUT', O: 'OUTPUT', A: 'APPEND', R: 'RANDOM', B: 'BINARY' };

interface Prompted {
  sameLine: boolean;
  prompt?: string;
  promptSep?: ';' | ',';
  file?: Expr;
}

export abstract class IoParser extends ExprParser {
  printStmt = this.RULE('printStmt', (): Stmt => {
    const keyword = this.OR([
      { ALT: () => this.CONSUME(K['PRINT']) },
      { ALT: () => this.CONSUME(Question) },
      { ALT: () => this.CONSUME(K['LPRINT']) },
    ]);
    let file: Expr | undefined;
    let using: Expr | undefined;
    this.OPTION(() => {
      this.CONSUME(Hash);
      file = this.SUBRULE(this.expression);
      this.CONSUME(Comma);
    });
    // `PRINT a; USING f$; b`: plain items may come before USING (QB64 wiki "PRINT USING", which follows QB)
    let lead: PrintItem[] | undefined;
    let items = this.SUBRULE(this.printItems);
    this.OPTION2(() => {
      this.CONSUME(K['USING']);
      using = this.SUBRULE2(this.expression);
      this.CONSUME(Semicolon);
      if (items.length > 0) lead = items;
      items = this.SUBRULE2(this.printItems);
    });
    const printer = keyword.tokenType === K['LPRINT'] ? true : undefined;
    return { kind: 'print', file, printer, lead, using, items, loc: locOf(keyword) };
  });

  private printItemAlts?: IOrAlt<PrintItem>[];

  printItems = this.RULE('printItems', (): PrintItem[] => {
    const items: PrintItem[] = [];
    this.MANY(() =>
      items.push(
        this.OR((this.printItemAlts ??= [
          { ALT: () => ({ kind: 'expr', expr: this.SUBRULE(this.expression) }) },
          { ALT: () => ({ kind: 'sep', sep: this.CONSUME(Semicolon).image as ';' }) },
          { ALT: () => ({ kind: 'sep', sep: this.CONSUME(Comma).image as ',' }) },
        ])),
      ),
    );
    return items;
  });

  writeStmt = this.RULE('writeStmt', (): Stmt => {
    const keyword = this.CONSUME(K['WRITE']);
    let file: Expr | undefined;
    const items: Expr[] = [];
    this.OPTION(() => {
      this.CONSUME(Hash);
      file = this.SUBRULE(this.expression);
      this.OPTION2(() => this.CONSUME(Comma));
    });
    this.OPTION3(() => {
      items.push(this.SUBRULE2(this.expression));
      this.MANY(() => {
        this.OR([{ ALT: () => this.CONSUME2(Comma) }, { ALT: () => this.CONSUME(Semicolon) }]);
        items.push(this.SUBRULE3(this.expression));
      });
    });
    return { kind: 'write', file, items, loc: locOf(keyword) };
  });

  /** What follows INPUT / LINE INPUT before the variables: `#n,` or `[;] ["prompt" {;|,}]`. */
  inputHead = this.RULE('inputHead', (): Prompted => {
    const head: Prompted = { sameLine: false };
    this.OR([
      {
        ALT: () => {
          this.CONSUME(Hash);
          head.file = this.SUBRULE(this.expression);
          this.CONSUME(Comma);
        },
      },
      {
        ALT: () => {
          this.OPTION(() => {
            this.CONSUME(Semicolon);
            head.sameLine = true;
          });
          this.OPTION2(() => {
            const prompt = this.CONSUME(StringLiteral);
            head.prompt = (this.stringLit(prompt) as { value: string }).value;
            head.promptSep = this.OR2([
              { ALT: () => this.CONSUME2(Semicolon).image as ';' },
              { ALT: () => this.CONSUME2(Comma).image as ',' },
            ]);
          });
        },
      },
    ]);
    return head;
  });

  lvalueList = this.RULE('lvalueList', (): LValue[] => {
    const targets: LValue[] = [this.SUBRULE(this.nameRef)];
    this.MANY(() => {
      this.CONSUME(Comma);
      targets.push(this.SUBRULE2(this.nameRef));
    });
    return targets;
  });

  inputStmt = this.RULE('inputStmt', (): Stmt => {
    const keyword = this.CONSUME(K['INPUT']);
    const head = this.SUBRULE(this.inputHead);
    const targets = this.SUBRULE(this.lvalueList);
    return { kind: 'input', ...head, targets, loc: locOf(keyword) };
  });

  /** Called after LINE INPUT has been consumed. */
  lineInputTail = this.RULE('lineInputTail', (keyword: IToken): Stmt => {
    const head = this.SUBRULE(this.inputHead);
    const target = this.SUBRULE(this.nameRef);
    return { kind: 'lineInput', ...head, target, loc: locOf(keyword) };
  });

  locateStmt = this.RULE('locateStmt', (): Stmt => {
    const keyword = this.CONSUME(K['LOCATE']);
    return { kind: 'locate', args: this.SUBRULE(this.optionalArgs), loc: locOf(keyword) };
  });

  clsStmt = this.RULE('clsStmt', (): Stmt => {
    const keyword = this.CONSUME(K['CLS']);
    let arg: Expr | undefined;
    this.OPTION(() => (arg = this.SUBRULE(this.expression)));
    return { kind: 'cls', arg, loc: locOf(keyword) };
  });

  colorStmt = this.RULE('colorStmt', (): Stmt => {
    const keyword = this.CONSUME(K['COLOR']);
    return { kind: 'color', args: this.SUBRULE(this.optionalArgs), loc: locOf(keyword) };
  });

  /** WIDTH cols[, rows] | WIDTH #n, cols | WIDTH "device", cols | WIDTH LPRINT cols (unsupported). */
  widthStmt = this.RULE('widthStmt', (): Stmt => {
    const keyword = this.CONSUME(K['WIDTH']);
    const loc = locOf(keyword);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(Hash);
          const file = this.SUBRULE(this.expression);
          this.CONSUME(Comma);
          return { kind: 'width', file, args: [this.SUBRULE2(this.expression)], loc } as Stmt;
        },
      },
      {
        ALT: () => {
          this.CONSUME(K['LPRINT']);
          this.SUBRULE3(this.expression);
          return { kind: 'unsupported', keyword: 'WIDTH LPRINT', loc } as Stmt;
        },
      },
      {
        ALT: () => {
          const args = this.SUBRULE(this.optionalArgs);
          const first = args[0];
          if (first?.kind === 'string') return { kind: 'width', file: first, args: args.slice(1), loc } as Stmt;
          return { kind: 'width', args, loc } as Stmt;
        },
      },
    ]);
  });

  openStmt = this.RULE('openStmt', (): Stmt => {
    const keyword = this.CONSUME(K['OPEN']);
    const first = this.SUBRULE(this.expression);
    const loc = locOf(keyword);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(Comma);
          const num = this.SUBRULE(this.fileExpr);
          this.CONSUME2(Comma);
          const file = this.SUBRULE2(this.expression);
          let len: Expr | undefined;
          this.OPTION(() => {
            this.CONSUME3(Comma);
            len = this.SUBRULE3(this.expression);
          });
          const letter = first.kind === 'string' ? first.value.trim().charAt(0).toUpperCase() : '';
          const mode = MODE_LETTERS[letter] ?? 'RANDOM';
          return { kind: 'open', file, mode, modeExpr: first, num, len, loc } as Stmt;
        },
      },
      { ALT: () => this.SUBRULE(this.openModern, { ARGS: [first, loc] }) },
    ]);
  });

  /** `[FOR mode] [ACCESS access] [lock] AS [#]n [LEN = reclen]` */
  openModern = this.RULE('openModern', (file: Expr, loc: OpenStmt['loc']): Stmt => {
    const node: OpenStmt = { kind: 'open', file, mode: 'RANDOM', num: file, loc };
    this.OPTION(() => {
      this.CONSUME(K['FOR']);
      const mode = this.OR([
        { ALT: () => this.CONSUME(K['INPUT']) },
        { ALT: () => this.CONSUME(K['OUTPUT']) },
        { ALT: () => this.CONSUME(K['APPEND']) },
        { ALT: () => this.CONSUME(K['RANDOM']) },
        { ALT: () => this.CONSUME(K['BINARY']) },
      ]);
      node.mode = this.ACTION(() => mode.image.toUpperCase() as FileMode);
    });
    this.OPTION2(() => {
      this.CONSUME(K['ACCESS']);
      node.access = this.SUBRULE(this.readWrite);
    });
    this.OPTION3(() => {
      node.lock = this.OR2([
        { ALT: () => this.CONSUME(K['SHARED']).image.toUpperCase() },
        { ALT: () => `LOCK ${this.CONSUME(K['LOCK']) && this.SUBRULE2(this.readWrite)}` },
      ]);
    });
    this.CONSUME(K['AS']);
    node.num = this.SUBRULE(this.fileExpr);
    this.OPTION4(() => {
      this.CONSUME(K['LEN']);
      this.CONSUME(Eq);
      node.len = this.SUBRULE(this.expression);
    });
    return node;
  });

  /** READ | WRITE | READ WRITE */
  readWrite = this.RULE('readWrite', (): string =>
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K['READ']);
          let both = false;
          this.OPTION(() => (both = this.CONSUME(K['WRITE']) !== undefined));
          return both ? 'READ WRITE' : 'READ';
        },
      },
      { ALT: () => (this.CONSUME2(K['WRITE']), 'WRITE') },
    ]),
  );

  closeStmt = this.RULE('closeStmt', (): Stmt => {
    const keyword = this.CONSUME(K['CLOSE']);
    const nums: Expr[] = [];
    this.OPTION(() => {
      nums.push(this.SUBRULE(this.fileExpr));
      this.MANY(() => {
        this.CONSUME(Comma);
        nums.push(this.SUBRULE2(this.fileExpr));
      });
    });
    return { kind: 'close', nums, loc: locOf(keyword) };
  });

  /** `[#]n [, [record] [, variable]]` shared by file GET and PUT. */
  recordArgs = this.RULE('recordArgs', (): { num: Expr; record?: Expr; item?: Expr } => {
    const result: { num: Expr; record?: Expr; item?: Expr } = { num: this.SUBRULE(this.fileExpr) };
    this.OPTION(() => {
      this.CONSUME(Comma);
      this.OPTION2(() => (result.record = this.SUBRULE(this.expression)));
      this.OPTION3(() => {
        this.CONSUME2(Comma);
        result.item = this.SUBRULE2(this.expression);
      });
    });
    return result;
  });

  seekStmt = this.RULE('seekStmt', (): Stmt => {
    const keyword = this.CONSUME(K['SEEK']);
    const num = this.SUBRULE(this.fileExpr);
    this.CONSUME(Comma);
    return { kind: 'seek', num, pos: this.SUBRULE(this.expression), loc: locOf(keyword) };
  });

  fieldStmt = this.RULE('fieldStmt', (): Stmt => {
    const keyword = this.CONSUME(K['FIELD']);
    const num = this.SUBRULE(this.fileExpr);
    const fields: { width: Expr; target: LValue }[] = [];
    this.AT_LEAST_ONE(() => {
      this.CONSUME(Comma);
      const width = this.SUBRULE(this.expression);
      this.CONSUME(K['AS']);
      fields.push({ width, target: this.SUBRULE(this.nameRef) });
    });
    return { kind: 'field', num, fields, loc: locOf(keyword) };
  });

  /** KILL, CHDIR, MKDIR, RMDIR, CHAIN: a keyword and one expression. */
  pathStmt = this.RULE('pathStmt', (): Stmt => {
    const keyword = this.OR([
      { ALT: () => this.CONSUME(K['KILL']) },
      { ALT: () => this.CONSUME(K['CHDIR']) },
      { ALT: () => this.CONSUME(K['MKDIR']) },
      { ALT: () => this.CONSUME(K['RMDIR']) },
      { ALT: () => this.CONSUME(K['CHAIN']) },
    ]);
    const arg = this.SUBRULE(this.expression);
    const loc = locOf(keyword);
    switch (keyword.tokenType) {
      case K['KILL']: return { kind: 'kill', file: arg, loc };
      case K['CHDIR']: return { kind: 'chdir', path: arg, loc };
      case K['MKDIR']: return { kind: 'mkdir', path: arg, loc };
      case K['RMDIR']: return { kind: 'rmdir', path: arg, loc };
      default: return { kind: 'chain', file: arg, loc };
    }
  });

  nameStmt = this.RULE('nameStmt', (): Stmt => {
    const keyword = this.CONSUME(K['NAME']);
    const from = this.SUBRULE(this.expression);
    this.CONSUME(K['AS']);
    return { kind: 'name', from, to: this.SUBRULE2(this.expression), loc: locOf(keyword) };
  });

  bsaveStmt = this.RULE('bsaveStmt', (): Stmt => {
    const keyword = this.CONSUME(K['BSAVE']);
    const file = this.SUBRULE(this.expression);
    this.CONSUME(Comma);
    const offset = this.SUBRULE2(this.expression);
    this.CONSUME2(Comma);
    return { kind: 'bsave', file, offset, length: this.SUBRULE3(this.expression), loc: locOf(keyword) };
  });

  bloadStmt = this.RULE('bloadStmt', (): Stmt => {
    const keyword = this.CONSUME(K['BLOAD']);
    const file = this.SUBRULE(this.expression);
    let offset: Expr | undefined;
    this.OPTION(() => {
      this.CONSUME(Comma);
      offset = this.SUBRULE2(this.expression);
    });
    return { kind: 'bload', file, offset, loc: locOf(keyword) };
  });

  filesStmt = this.RULE('filesStmt', (): Stmt => {
    const keyword = this.CONSUME(K['FILES']);
    let pattern: Expr | undefined;
    this.OPTION(() => (pattern = this.SUBRULE(this.expression)));
    return { kind: 'files', pattern, loc: locOf(keyword) };
  });

  protected isParen(token: IToken): boolean {
    return token.tokenType === LParen || token.tokenType === K['STEP'];
  }
}
