// Declarations and procedures: DIM, REDIM, SHARED, STATIC, COMMON, CONST, DECLARE, DEFtype, OPTION BASE,
// TYPE, SUB, FUNCTION, DEF FN / DEF SEG, ERASE, SWAP, MID$ =, LSET, RSET.
import type { IOrAlt, IToken } from 'chevrotain';
import { Comma, Eq, Identifier, K, LParen, Minus, NumberLiteral, RParen, Slash, StringLiteral, Star } from '../lexer/index.js';
import type { Bound, ConstStmt, Expr, NameExpr, Param, ScalarType, Stmt, TypeRef, VarDecl } from './ast.js';
import { locOf, splitName } from './expr-parser.js';
import { GraphicsParser } from './gfx-parser.js';
import type { Item } from './items.js';

const DEF_TYPES: Record<string, ScalarType> = {
  DEFINT: 'INTEGER', DEFLNG: 'LONG', DEFSNG: 'SINGLE', DEFDBL: 'DOUBLE', DEFSTR: 'STRING',
};

export abstract class DeclParser extends GraphicsParser {
  /** built once: typeRef follows every AS (Chevrotain performance guide: cache OR arrays) */
  private typeRefAlts?: IOrAlt<TypeRef>[];

  typeRef = this.RULE('typeRef', (): TypeRef =>
    this.OR((this.typeRefAlts ??= [
      { ALT: () => this.scalar(this.CONSUME(K['INTEGER'])) },
      { ALT: () => this.scalar(this.CONSUME(K['LONG'])) },
      { ALT: () => this.scalar(this.CONSUME(K['SINGLE'])) },
      { ALT: () => this.scalar(this.CONSUME(K['DOUBLE'])) },
      {
        ALT: () => {
          const ref = this.scalar(this.CONSUME(K['STRING']));
          this.OPTION(() => {
            this.CONSUME(Star);
            ref.fixedLength = this.SUBRULE(this.atom);
          });
          return ref;
        },
      },
      // `AS ANY` (DECLARE only) is a user type named ANY: ANY is reserved, so no real type has that name.
      { ALT: () => this.userType(this.CONSUME(K['ANY'])) },
      { ALT: () => this.userType(this.CONSUME(Identifier)) },
    ])),
  );

  /** `name[(bounds)] [AS type]`; `name()` declares an array with no bounds. */
  varDecl = this.RULE('varDecl', (): VarDecl => {
    const id = this.CONSUME(Identifier);
    const { name, suffix } = splitName(id.image);
    const decl: VarDecl = { name, suffix, loc: locOf(id) };
    this.OPTION(() => {
      this.CONSUME(LParen);
      const bounds: Bound[] = [];
      this.OPTION2(() => {
        bounds.push(this.SUBRULE(this.bound));
        this.MANY(() => {
          this.CONSUME(Comma);
          bounds.push(this.SUBRULE2(this.bound));
        });
      });
      this.CONSUME(RParen);
      decl.bounds = bounds;
    });
    this.OPTION3(() => {
      this.CONSUME(K['AS']);
      decl.asType = this.SUBRULE(this.typeRef);
    });
    return decl;
  });

  bound = this.RULE('bound', (): Bound => {
    const first = this.SUBRULE(this.expression);
    let upper: Expr | undefined;
    this.OPTION(() => {
      this.CONSUME(K['TO']);
      upper = this.SUBRULE2(this.expression);
    });
    return upper === undefined ? { upper: first } : { lower: first, upper };
  });

  declList = this.RULE('declList', (): VarDecl[] => {
    const decls = [this.SUBRULE(this.varDecl)];
    this.MANY(() => {
      this.CONSUME(Comma);
      decls.push(this.SUBRULE2(this.varDecl));
    });
    return decls;
  });

  dimStmt = this.RULE('dimStmt', (): Stmt => {
    const keyword = this.CONSUME(K['DIM']);
    let shared = false;
    this.OPTION(() => (shared = this.CONSUME(K['SHARED']) !== undefined));
    return { kind: 'dim', shared, decls: this.SUBRULE(this.declList), loc: locOf(keyword) };
  });

  redimStmt = this.RULE('redimStmt', (): Stmt => {
    const keyword = this.CONSUME(K['REDIM']);
    let shared = false;
    let preserve = false;
    const isModifier = () => this.LA(1).tokenType === K['SHARED'] || /^preserve$/i.test(this.LA(1).image);
    this.MANY({
      GATE: isModifier,
      DEF: () => this.OR([
        { ALT: () => (shared = this.CONSUME(K['SHARED']) !== undefined) },
        // PRESERVE (QuickBASIC 7 / VBDOS) is not reserved in QBasic, so it is an identifier spelled PRESERVE.
        {
          GATE: () => /^preserve$/i.test(this.LA(1).image),
          ALT: () => (preserve = this.CONSUME(Identifier) !== undefined),
        },
      ]),
    });
    return { kind: 'redim', shared, preserve, decls: this.SUBRULE(this.declList), loc: locOf(keyword) };
  });

  /** SHARED and STATIC inside procedures. */
  sharedStmt = this.RULE('sharedStmt', (): Stmt => {
    const keyword = this.OR([{ ALT: () => this.CONSUME(K['SHARED']) }, { ALT: () => this.CONSUME(K['STATIC']) }]);
    const decls = this.SUBRULE(this.declList);
    const kind = keyword.tokenType === K['STATIC'] ? 'static' : 'shared';
    return { kind, decls, loc: locOf(keyword) };
  });

  commonStmt = this.RULE('commonStmt', (): Stmt => {
    const keyword = this.CONSUME(K['COMMON']);
    let shared = false;
    let block: string | undefined;
    this.OPTION(() => (shared = this.CONSUME(K['SHARED']) !== undefined));
    this.OPTION2(() => {
      this.CONSUME(Slash);
      block = this.CONSUME(Identifier).image;
      this.CONSUME2(Slash);
    });
    return { kind: 'common', shared, block, decls: this.SUBRULE(this.declList), loc: locOf(keyword) };
  });

  constStmt = this.RULE('constStmt', (): Stmt => {
    const keyword = this.CONSUME(K['CONST']);
    const items: ConstStmt['items'] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: Comma,
      DEF: () => {
        const id = this.CONSUME(Identifier);
        this.CONSUME(Eq);
        const { name, suffix } = splitName(id.image);
        items.push({ name, suffix, expr: this.SUBRULE(this.expression), loc: locOf(id) });
      },
    });
    return { kind: 'const', items, loc: locOf(keyword) };
  });

  param = this.RULE('param', (): Param => {
    this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(K['BYVAL']) }, { ALT: () => this.CONSUME(K['SEG']) }]));
    const id = this.CONSUME(Identifier);
    const { name, suffix } = splitName(id.image);
    const param: Param = { name, suffix, isArray: false, loc: locOf(id) };
    this.OPTION2(() => {
      this.CONSUME(LParen);
      // `a(1)`: older QuickBASIC's number of dimensions, accepted and ignored
      this.OPTION4(() => this.CONSUME(NumberLiteral));
      this.CONSUME(RParen);
      param.isArray = true;
    });
    this.OPTION3(() => {
      this.CONSUME(K['AS']);
      param.asType = this.SUBRULE(this.typeRef);
    });
    return param;
  });

  paramList = this.RULE('paramList', (): Param[] => {
    const params: Param[] = [];
    this.CONSUME(LParen);
    this.MANY_SEP({ SEP: Comma, DEF: () => params.push(this.SUBRULE(this.param)) });
    this.CONSUME(RParen);
    return params;
  });

  declareStmt = this.RULE('declareStmt', (): Stmt => {
    const keyword = this.CONSUME(K['DECLARE']);
    const kind = this.OR([{ ALT: () => this.CONSUME(K['SUB']) }, { ALT: () => this.CONSUME(K['FUNCTION']) }]);
    const id = this.CONSUME(Identifier);
    this.OPTION(() => this.CONSUME(K['CDECL']));
    this.OPTION2(() => {
      this.CONSUME(K['ALIAS']);
      this.CONSUME(StringLiteral);
    });
    let params: Param[] | undefined;
    this.OPTION3(() => (params = this.SUBRULE(this.paramList)));
    const procKind = kind.tokenType === K['SUB'] ? 'SUB' : 'FUNCTION';
    const { name, suffix } = splitName(id.image);
    return { kind: 'declare', procKind, name, suffix, params, loc: locOf(keyword) };
  });

  /** SUB name [(params)] [STATIC] / FUNCTION name [(params)] [STATIC]: block openers. */
  procHead = this.RULE('procHead', (): Item => {
    const keyword = this.OR([{ ALT: () => this.CONSUME(K['SUB']) }, { ALT: () => this.CONSUME(K['FUNCTION']) }]);
    const id = this.CONSUME(Identifier);
    let params: Param[] = [];
    let isStatic = false;
    this.OPTION(() => (params = this.SUBRULE(this.paramList)));
    this.OPTION2(() => (isStatic = this.CONSUME(K['STATIC']) !== undefined));
    const { name, suffix } = splitName(id.image);
    const loc = locOf(keyword);
    if (keyword.tokenType === K['SUB']) return { kind: 'sub', name: id.image, params, isStatic, body: [], loc };
    return { kind: 'function', name, suffix, params, isStatic, body: [], loc };
  });

  /** DEF SEG [= address] | DEF FNname[(params)] [= expr] (without `=` it opens a multi-line DEF FN). */
  defStmt = this.RULE('defStmt', (): Item => {
    const keyword = this.CONSUME(K['DEF']);
    const loc = locOf(keyword);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(K['SEG']);
          let segment: Expr | undefined;
          this.OPTION(() => {
            this.CONSUME(Eq);
            segment = this.SUBRULE(this.expression);
          });
          return { kind: 'defSeg', segment, loc } as Item;
        },
      },
      {
        ALT: () => {
          const id = this.CONSUME(Identifier);
          let params: Param[] = [];
          let expr: Expr | undefined;
          this.OPTION2(() => (params = this.SUBRULE(this.paramList)));
          this.OPTION3(() => {
            this.CONSUME2(Eq);
            expr = this.SUBRULE2(this.expression);
          });
          const { name, suffix } = splitName(id.image);
          const head = { kind: 'defFn', name, suffix, params, loc } as const;
          return (expr ? { ...head, expr } : { ...head, body: [] }) as Item;
        },
      },
    ]);
  });

  defTypeStmt = this.RULE('defTypeStmt', (): Stmt => {
    const keyword = this.OR([
      { ALT: () => this.CONSUME(K['DEFINT']) },
      { ALT: () => this.CONSUME(K['DEFLNG']) },
      { ALT: () => this.CONSUME(K['DEFSNG']) },
      { ALT: () => this.CONSUME(K['DEFDBL']) },
      { ALT: () => this.CONSUME(K['DEFSTR']) },
    ]);
    const ranges: [string, string][] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: Comma,
      DEF: () => {
        const from = this.CONSUME(Identifier);
        let to = from;
        this.OPTION(() => {
          this.CONSUME(Minus);
          to = this.CONSUME2(Identifier);
        });
        this.ACTION(() => ranges.push([this.letter(from), this.letter(to)]));
      },
    });
    const type = this.ACTION(() => DEF_TYPES[keyword.image.toUpperCase()]);
    return { kind: 'deftype', type, ranges, loc: locOf(keyword) };
  });

  optionBaseStmt = this.RULE('optionBaseStmt', (): Stmt => {
    const keyword = this.CONSUME(K['OPTION']);
    this.CONSUME(K['BASE']);
    const value = this.CONSUME(NumberLiteral);
    const base = this.ACTION(() => {
      if (value.image !== '0' && value.image !== '1') {
        this.diagnostics.push({ message: 'Syntax error: expected 0 or 1', code: 2, ...locOf(value) });
      }
      return value.image === '1' ? 1 : 0;
    });
    return { kind: 'optionBase', base, loc: locOf(keyword) };
  });

  typeHead = this.RULE('typeHead', (): Item => {
    const keyword = this.CONSUME(K['TYPE']);
    const id = this.CONSUME(Identifier);
    return { kind: 'typeDef', name: id.image, fields: [], loc: locOf(keyword) };
  });

  eraseStmt = this.RULE('eraseStmt', (): Stmt => {
    const keyword = this.CONSUME(K['ERASE']);
    const names: NameExpr[] = [];
    this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => names.push(this.SUBRULE(this.plainName)) });
    return { kind: 'erase', names, loc: locOf(keyword) };
  });

  swapStmt = this.RULE('swapStmt', (): Stmt => {
    const keyword = this.CONSUME(K['SWAP']);
    const a = this.SUBRULE(this.nameRef);
    this.CONSUME(Comma);
    return { kind: 'swap', a, b: this.SUBRULE2(this.nameRef), loc: locOf(keyword) };
  });

  midAssignStmt = this.RULE('midAssignStmt', (): Stmt => {
    const keyword = this.CONSUME(K['MID$']);
    this.CONSUME(LParen);
    const target = this.SUBRULE(this.nameRef);
    this.CONSUME(Comma);
    const start = this.SUBRULE(this.expression);
    let length: Expr | undefined;
    this.OPTION(() => {
      this.CONSUME2(Comma);
      length = this.SUBRULE2(this.expression);
    });
    this.CONSUME(RParen);
    this.CONSUME(Eq);
    return { kind: 'midAssign', target, start, length, expr: this.SUBRULE3(this.expression), loc: locOf(keyword) };
  });

  lsetStmt = this.RULE('lsetStmt', (): Stmt => {
    const keyword = this.OR([{ ALT: () => this.CONSUME(K['LSET']) }, { ALT: () => this.CONSUME(K['RSET']) }]);
    const target = this.SUBRULE(this.nameRef);
    this.CONSUME(Eq);
    const kind = keyword.tokenType === K['RSET'] ? 'rset' : 'lset';
    return { kind, target, expr: this.SUBRULE(this.expression), loc: locOf(keyword) };
  });

  private scalar(token: IToken): TypeRef & { kind: 'scalar' } {
    return { kind: 'scalar', type: token.image.toUpperCase() as ScalarType, loc: locOf(token) };
  }

  private userType(token: IToken): TypeRef {
    return { kind: 'user', name: token.image, loc: locOf(token) };
  }

  private letter(token: IToken): string {
    const letter = token.image.toUpperCase();
    if (!/^[A-Z]$/.test(letter)) {
      this.diagnostics.push({ message: 'Syntax error: expected a letter', code: 2, ...locOf(token) });
    }
    return letter.charAt(0);
  }
}
