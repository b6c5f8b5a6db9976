// The files scripts/chevrotain-startup.mjs puts into the CLI bundle in place of Chevrotain's and lodash's must
// give the same results as the originals (the CLI's own tests then run the bundle with them).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../..');
/** A module by its path from the root (these are JavaScript without typings). */
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(path.join(ROOT, file)).href)) as T;

interface Tok {
  name: string;
  CATEGORIES?: Tok | Tok[];
  tokenTypeIdx?: number;
  categoryMatches?: number[];
  categoryMatchesMap?: Record<number, boolean>;
  isParent?: boolean;
}
interface Tokens {
  augmentTokenTypes(tokens: Tok[]): void;
  tokenIdxToClass: Record<number, Tok>;
  hasShortKeyProperty(value: object): boolean;
  hasCategoriesProperty(value: object): boolean;
  isTokenType(value: object): boolean;
}
type Has = (object: unknown, path: unknown) => boolean;

/**
 * Token types made and augmented as our lexer and parser do: one createToken-like augment per type as it is
 * defined (categories as an array, a lone category, nested and cyclic categories, a category defined after
 * its members), then the lexer's augment of some and the parser's of all.
 */
function scenario(module: Tokens): Tok[] {
  const make = (name: string, CATEGORIES?: Tok | Tok[]) => {
    const token: Tok = { name };
    if (CATEGORIES !== undefined) token.CATEGORIES = CATEGORIES;
    module.augmentTokenTypes([token]);
    return token;
  };
  const any = make('Any');
  const binary = make('Binary');
  const arith = make('Arith', [binary]);
  const late: Tok = { name: 'Late' };
  const cycleA: Tok = { name: 'CycleA' };
  const cycleB: Tok = { name: 'CycleB', CATEGORIES: [cycleA] };
  cycleA.CATEGORIES = [cycleB];
  const words = Array.from({ length: 40 }, (_, i) => make(`W${i}`, i % 3 === 0 ? [any, arith] : i % 3 === 1 ? any : undefined));
  const plus = make('Plus', [any, arith, binary]);
  const odd = make('Odd', [late, cycleA]);
  const lexed = [words[0], plus, odd, make('Ident', [any])];
  module.augmentTokenTypes(lexed);
  const all = [...lexed, ...words, any, binary, arith, late, cycleA, cycleB];
  module.augmentTokenTypes(all);
  return all;
}

/** What augmenting left on each token, with indexes made relative to the first (each module counts its own). */
function described(tokens: Tok[], module: Tokens) {
  const base = Math.min(...tokens.map((token) => token.tokenTypeIdx!));
  const name = (idx: number | string) => module.tokenIdxToClass[idx as number].name;
  return tokens.map((token) => ({
    name: token.name,
    idx: token.tokenTypeIdx! - base,
    categories: (token.CATEGORIES as Tok[]).map((category) => category.name),
    matches: token.categoryMatches!.map(name),
    map: Object.keys(token.categoryMatchesMap!).map(name),
    isParent: token.isParent,
  }));
}

describe('chevrotain-startup', () => {
  it('augments token types exactly as Chevrotain does', async () => {
    const original = await load<Tokens>('node_modules/chevrotain/lib/src/scan/tokens.js');
    const ours = await load<Tokens>('scripts/chevrotain-startup/tokens.mjs');
    const theirs = described(scenario(original), original);
    expect(theirs.find((token) => token.name === 'Any')!.matches.length).toBeGreaterThan(20);
    expect(described(scenario(ours), ours)).toEqual(theirs);
    for (const check of ['hasShortKeyProperty', 'hasCategoriesProperty', 'isTokenType'] as const) {
      for (const value of [{ tokenTypeIdx: 1, CATEGORIES: [] }, {}, Object.create({ tokenTypeIdx: 1 })]) {
        expect(ours[check](value)).toBe(original[check](value));
      }
    }
  });

  it("answers `has` as lodash's does", async () => {
    const { has } = await load<{ has: Has }>('scripts/chevrotain-startup/lodash.mjs');
    const { has: lodashHas } = await load<{ has: Has }>('node_modules/lodash-es/lodash.js');
    const args = (function (..._: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      return arguments;
    })(1, 2);
    const holey = [1, , 3]; // eslint-disable-line no-sparse-arrays
    const objects: unknown[] = [
      { a: 1, 'b.c': 2, 0: 3, '': 4, length: 2 }, Object.create({ inherited: 1 }), Object.create(null), [1, 2], holey,
      args, 'text', null, undefined, 5, { b: { c: 1 } }, { a: undefined },
    ];
    const keys: unknown[] = ['a', 'b.c', 'b', 'c', '0', '1', '2', '', 'inherited', 'length', 'b[0]', 0, 1, ['b', 'c'], 'toString'];
    for (const object of objects) {
      for (const key of keys) expect([object, key, has(object, key as string)]).toEqual([object, key, lodashHas(object, key as string)]);
    }
  });
});

describe('the chevrotain-startup plugin', () => {
  it('puts the shortcuts into a bundle of Chevrotain', async () => {
    const { build } = await import('esbuild');
    const { chevrotainStartup } = await load<{ chevrotainStartup(root: string): Plugin }>('scripts/chevrotain-startup.mjs');
    const result = await build({
      absWorkingDir: ROOT,
      stdin: { contents: "export { createToken, Lexer, EmbeddedActionsParser } from 'chevrotain';", resolveDir: ROOT },
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      plugins: [chevrotainStartup(ROOT)],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('scripts/chevrotain-startup/tokens.mjs');
    expect(inputs).toContain('scripts/chevrotain-startup/lodash.mjs');
    expect(inputs.some((input) => input.endsWith('chevrotain/lib/src/scan/tokens.js'))).toBe(false);
    const text = result.outputFiles[0].text;
    expect(text).toContain('255 + ~~(charCode / 255)');
    expect(text).toContain('delete target.__toDictionary1');
    // the parser's prototype gets the same methods in the same order as from Chevrotain's own files
    const bundled = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as typeof import('chevrotain');
    const chevrotain = await import('chevrotain');
    const methods = (parser: Function) => Object.getOwnPropertyNames(Object.getPrototypeOf(parser.prototype));
    expect(methods(bundled.EmbeddedActionsParser).length).toBeGreaterThan(100);
    expect(methods(bundled.EmbeddedActionsParser)).toEqual(methods(chevrotain.EmbeddedActionsParser));
  });
});
