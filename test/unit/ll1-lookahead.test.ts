import {
  Alternation, EmbeddedActionsParser, NonTerminal, Option, Repetition, RepetitionMandatory, RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator, getLookaheadPaths, type IProduction, type LookaheadProductionType, type Rule, type TokenType,
} from 'chevrotain';
import { describe, expect, it } from 'vitest';
import { ALL_TOKENS } from '../../src/lexer/index.js';
import { buildLookaheadFor, Ll1LookaheadStrategy, type FirstSet, type LookaheadHolder } from '../../src/parser/ll1-lookahead.js';
import { StatementParser } from '../../src/parser/stmt-parser.js';

const TYPES: [Function, LookaheadProductionType][] = [
  [Alternation, 'Alternation'], [Option, 'Option'], [Repetition, 'Repetition'],
  [RepetitionMandatory, 'RepetitionMandatory'], [RepetitionMandatoryWithSeparator, 'RepetitionMandatoryWithSeparator'],
  [RepetitionWithSeparator, 'RepetitionWithSeparator'],
];

/** Every OR, OPTION, MANY ... of a rule (not of the rules it calls). */
function productionsOf(rule: Rule): { type: LookaheadProductionType; idx: number }[] {
  const found: { type: LookaheadProductionType; idx: number }[] = [];
  const visit = (production: IProduction) => {
    if (production instanceof NonTerminal) return;
    const type = TYPES.find(([cls]) => production instanceof cls)?.[1];
    if (type) found.push({ type, idx: (production as unknown as { idx: number }).idx });
    ((production as unknown as { definition?: IProduction[] }).definition ?? []).forEach(visit);
  };
  rule.definition.forEach(visit);
  return found;
}

/** What a set of one-token paths accepts: token indexes (categories expanded), and whether [] is among them. */
function accepted(paths: TokenType[][]): { tokens: number[]; empty: boolean } {
  const tokens = new Set<number>();
  for (const [token] of paths.filter((path) => path.length > 0)) {
    tokens.add(token.tokenTypeIdx!);
    for (const member of token.categoryMatches ?? []) tokens.add(member);
  }
  return { tokens: [...tokens].sort((a, b) => a - b), empty: paths.some((path) => path.length === 0) };
}

const acceptedBy = (first: FirstSet) => accepted([...first.tokens.map((token) => [token]), ...(first.empty ? [[]] : [])]);

describe('one-token lookahead from FIRST sets', () => {
  it("accepts the same next tokens as Chevrotain's LL(k) analysis at every decision of the grammar", () => {
    const rules = Object.values(new StatementParser().getGAstProductions());
    const strategy = new Ll1LookaheadStrategy();
    let decisions = 0;
    for (const rule of rules) {
      for (const { type, idx } of productionsOf(rule)) {
        const reference = getLookaheadPaths({ occurrence: idx, rule, prodType: type, maxLookahead: 1 });
        const ours = type === 'Alternation'
          ? strategy.alternativeFirsts(rule, idx).map(acceptedBy)
          : [acceptedBy(strategy.optionalFirst(rule, type, idx))];
        const theirs = type === 'Alternation' ? reference.map(accepted) : [accepted(reference[0])];
        expect(ours, `${rule.name} ${type} ${idx}`).toEqual(theirs);
        decisions++;
      }
    }
    expect(decisions).toBeGreaterThan(100);
  });

  it('builds, on first use, the lookahead function Chevrotain would have built for every key when the parser was made', () => {
    const parser = new StatementParser();
    const holder = parser as unknown as LookaheadHolder;
    const eager = new Map<number, Function>();
    holder.lookAheadFuncsCache = eager;
    const precompute = (EmbeddedActionsParser.prototype as unknown as { preComputeLookaheadFunctions(rules: Rule[]): void })
      .preComputeLookaheadFunctions;
    precompute.call(parser, Object.values(holder.gastProductionsCache));
    holder.lookAheadFuncsCache = new Map();
    expect(eager.size).toBeGreaterThan(100);
    for (const [key, theirs] of eager) {
      const ours = buildLookaheadFor(holder, key);
      expect(holder.lookAheadFuncsCache.get(key)).toBe(ours);
      for (const token of ALL_TOKENS) {
        const reader = { LA_FAST: () => ({ tokenTypeIdx: token.tokenTypeIdx }) };
        expect(ours.call(reader), `key ${key}, next ${token.name}`).toBe(theirs.call(reader));
      }
    }
  });
});
