// One-token lookahead for the Chevrotain parser, from FIRST sets computed once per rule. Chevrotain's default
// strategy (LLkLookaheadStrategy) derives each OR/OPTION/MANY's first tokens afresh by expanding every rule it
// reaches, which for ~250 productions over ~100 rules was a third of start-up. This computes the same token
// paths (ll1-lookahead.test.ts checks them against Chevrotain's getLookaheadPaths) and decides alike: the first
// alternative whose gate passes and that can start with the next token, or that can match nothing.
import {
  Alternation, Alternative, LLkLookaheadStrategy, NonTerminal, Option, Repetition, RepetitionMandatory,
  RepetitionMandatoryWithSeparator, RepetitionWithSeparator, Rule, Terminal,
  type ILookaheadStrategy, type IOrAlt, type IProduction, type IToken, type LookaheadProductionType,
  type OptionalProductionType, type TokenType,
} from 'chevrotain';

type AlternationOptions = Parameters<ILookaheadStrategy['buildLookaheadForAlternation']>[0];
type OptionalOptions = Parameters<ILookaheadStrategy['buildLookaheadForOptional']>[0];
/** What Chevrotain binds `this` to when it calls a lookahead function: the parser. */
type TokenReader = { LA_FAST(howMuch: number): IToken };

/** A production with a body: everything but Terminal and NonTerminal. */
type Composite = IProduction & { definition: IProduction[] };

/** The token types a piece of grammar can start with, and whether it can match no tokens at all. */
export interface FirstSet {
  tokens: TokenType[];
  empty: boolean;
}

const PRODUCTION_CLASSES: Record<LookaheadProductionType, Function> = {
  Alternation, Option, Repetition, RepetitionMandatory, RepetitionMandatoryWithSeparator, RepetitionWithSeparator,
};

export class Ll1LookaheadStrategy extends LLkLookaheadStrategy {
  private readonly ruleFirst = new Map<Rule, FirstSet | 'pending'>();

  constructor() {
    super({ maxLookahead: 1 });
  }

  /** Per alternative of the rule's OR number `occurrence`: the tokens it can start with. */
  alternativeFirsts(rule: Rule, occurrence: number): FirstSet[] {
    const or = findProduction(rule, Alternation, occurrence) as Alternation;
    return or.definition.map((alternative) => this.firstOfSequence((alternative as Composite).definition));
  }

  /** The tokens that enter the OPTION, MANY ... number `occurrence` of the rule. */
  optionalFirst(rule: Rule, type: LookaheadProductionType, occurrence: number): FirstSet {
    return this.firstOfSequence(findProduction(rule, PRODUCTION_CLASSES[type], occurrence).definition);
  }

  // The tables are built on a production's first use, not when the lookahead function is.
  override buildLookaheadForAlternation(options: AlternationOptions): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
    if (options.maxLookahead !== 1 || options.dynamicTokensEnabled) return super.buildLookaheadForAlternation(options);
    let choose: ((this: TokenReader, orAlts?: IOrAlt<unknown>[]) => number | undefined) | undefined;
    const build = () => {
      const alternatives = this.alternativeFirsts(options.rule, options.prodOccurrence);
      return options.hasPredicates ? gatedChooser(alternatives) : tableChooser(alternatives);
    };
    return function (this: TokenReader, orAlts) {
      choose ??= build();
      return choose.call(this, orAlts);
    };
  }

  override buildLookaheadForOptional(options: OptionalOptions): () => boolean {
    if (options.maxLookahead !== 1 || options.dynamicTokensEnabled) return super.buildLookaheadForOptional(options);
    let enters: boolean[] | undefined;
    const build = () => {
      const first = this.optionalFirst(options.rule, options.prodType, options.prodOccurrence);
      return first.empty ? ALL : tokenTable(first.tokens);
    };
    return function (this: TokenReader) {
      enters ??= build();
      return enters === ALL || enters[this.LA_FAST(1).tokenTypeIdx] === true;
    };
  }

  // The set-up below runs once per production, in the interpreter: indexed loops and arrays, since each step
  // of a for-of loop, a spread or a Set's iteration allocates there.

  /** Mirrors Chevrotain's possiblePathsFrom(sequence, 1), including its skipping of empty OR alternatives. */
  private firstOfSequence(sequence: IProduction[]): FirstSet {
    const tokens: TokenType[] = [];
    for (let i = 0; i < sequence.length; i++) {
      const first = this.firstOf(sequence[i]);
      addNew(tokens, first.tokens);
      if (!first.empty) return { tokens, empty: false };
    }
    return { tokens, empty: true };
  }

  private firstOf(production: IProduction): FirstSet {
    if (production instanceof Terminal) return { tokens: [production.terminalType], empty: false };
    if (production instanceof NonTerminal) return this.firstOfRule(production.referencedRule);
    if (production instanceof Alternation) {
      const alternatives = production.definition as Composite[];
      const tokens: TokenType[] = [];
      let empty = false;
      for (let i = 0; i < alternatives.length; i++) {
        if (alternatives[i].definition.length === 0) continue;
        const first = this.firstOfSequence(alternatives[i].definition);
        addNew(tokens, first.tokens);
        empty ||= first.empty;
      }
      return { tokens, empty };
    }
    const inside = this.firstOfSequence((production as Composite).definition);
    const separated = production instanceof RepetitionMandatoryWithSeparator || production instanceof RepetitionWithSeparator;
    // an empty first item lets the separator come first
    let tokens = inside.tokens;
    if (separated && inside.empty) {
      tokens = [];
      addNew(tokens, inside.tokens);
      addNew(tokens, [production.separator]);
    }
    const mandatory = production instanceof Alternative || production instanceof RepetitionMandatory
      || production instanceof RepetitionMandatoryWithSeparator;
    return { tokens, empty: mandatory ? inside.empty : true };
  }

  private firstOfRule(rule: Rule): FirstSet {
    const known = this.ruleFirst.get(rule);
    if (known === 'pending') throw new Error(`left recursion through rule ${rule.name}`);
    if (known) return known;
    this.ruleFirst.set(rule, 'pending');
    const first = this.firstOfSequence(rule.definition);
    this.ruleFirst.set(rule, first);
    return first;
  }
}

/** What Chevrotain's parser keeps for its lookahead functions (not in its typings). */
export interface LookaheadHolder {
  lookAheadFuncsCache: Map<number, Function>;
  shortRuleNameToFull: Record<number, string>;
  gastProductionsCache: Record<string, Rule>;
  maxLookahead: number;
  dynamicTokensEnabled: boolean;
  lookaheadStrategy: ILookaheadStrategy;
}

// Chevrotain's key of a lookahead function (its grammar/keys.js): the rule's short name | the DSL method's
// number << 8 | the occurrence.
const OCCURRENCE_MASK = 0xff;
const METHOD_MASK = 0xf00;
const OR_METHOD = 1;
const OPTIONAL_BY_METHOD: Record<number, OptionalProductionType> = {
  2: 'Option', 3: 'Repetition', 4: 'RepetitionMandatory', 5: 'RepetitionWithSeparator', 6: 'RepetitionMandatoryWithSeparator',
};

/**
 * The lookahead function of a key, built with the options Chevrotain's preComputeLookaheadFunctions gives when it
 * builds them all as the parser is constructed, and cached as it caches them. Built on first use instead: a
 * program meets a small part of the grammar, and start-up is what a one-line program pays for.
 */
export function buildLookaheadFor(parser: LookaheadHolder, key: number): Function {
  const prodOccurrence = key & OCCURRENCE_MASK;
  const method = (key & METHOD_MASK) >> 8;
  const rule = parser.gastProductionsCache[parser.shortRuleNameToFull[key & ~(OCCURRENCE_MASK | METHOD_MASK)]];
  const { maxLookahead, dynamicTokensEnabled, lookaheadStrategy } = parser;
  let built: Function;
  if (method === OR_METHOD) {
    const or = findProduction(rule, Alternation, prodOccurrence) as Composite & { maxLookahead?: number; hasPredicates?: boolean };
    built = lookaheadStrategy.buildLookaheadForAlternation({
      prodOccurrence, rule, maxLookahead: or.maxLookahead || maxLookahead, hasPredicates: or.hasPredicates === true, dynamicTokensEnabled,
    });
  } else {
    const prodType = OPTIONAL_BY_METHOD[method];
    const optional = findProduction(rule, PRODUCTION_CLASSES[prodType], prodOccurrence) as Composite & { maxLookahead?: number };
    built = lookaheadStrategy.buildLookaheadForOptional({
      prodOccurrence, rule, maxLookahead: optional.maxLookahead || maxLookahead, dynamicTokensEnabled, prodType,
    });
  }
  parser.lookAheadFuncsCache.set(key, built);
  return built;
}

/** Stands for the table of an optional part that can match nothing: it is always entered. */
const ALL: boolean[] = [];

/** The production of a class with the given occurrence index, searched as Chevrotain does (not into subrules). */
export function findProduction(rule: Rule, type: Function, occurrence: number): Composite {
  let found: Composite | undefined;
  const visit = (production: IProduction) => {
    if (production instanceof NonTerminal) return;
    const candidate = production as Composite & { idx?: number };
    if (candidate instanceof type && candidate.idx === occurrence) found = candidate;
    candidate.definition?.forEach(visit);
  };
  rule.definition.forEach(visit);
  if (!found) throw new Error(`no ${type.name} ${occurrence} in rule ${rule.name}`);
  return found;
}

/** Appends to `list` the tokens not in it yet, in order (as a Set would list them). */
function addNew(list: TokenType[], tokens: TokenType[]): void {
  for (let i = 0; i < tokens.length; i++) if (!list.includes(tokens[i])) list.push(tokens[i]);
}

/** Sets `table[tokenTypeIdx]` to `value` where it is unset, for the tokens and every member of the categories among them. */
function fill<T>(table: T[], tokens: TokenType[], value: T): void {
  for (let i = 0; i < tokens.length; i++) {
    table[tokens[i].tokenTypeIdx!] ??= value;
    const members = tokens[i].categoryMatches;
    if (members !== undefined) for (let m = 0; m < members.length; m++) table[members[m]] ??= value;
  }
}

/** tokenTypeIdx -> true for the tokens and every member of the categories among them. */
function tokenTable(tokens: TokenType[]): boolean[] {
  const table: boolean[] = [];
  fill(table, tokens, true);
  return table;
}

/**
 * tokenTypeIdx -> the first alternative that can start with that token, up to the first alternative that can
 * match nothing (which takes every other token): what an OR without gates chooses.
 */
export function choiceTable(alternatives: FirstSet[]): { choice: number[]; fallback: number | undefined } {
  const firstEmpty = alternatives.findIndex((first) => first.empty);
  const fallback = firstEmpty < 0 ? undefined : firstEmpty;
  const choice: number[] = [];
  const end = fallback ?? alternatives.length;
  for (let index = 0; index < end; index++) fill(choice, alternatives[index].tokens, index);
  return { choice, fallback };
}

/** Without gates: a table from the next token to the first alternative that can start with it. */
function tableChooser(alternatives: FirstSet[]): () => number | undefined {
  const { choice, fallback } = choiceTable(alternatives);
  return function (this: TokenReader) {
    return choice[this.LA_FAST(1).tokenTypeIdx] ?? fallback;
  };
}

/** With gates: alternatives tried in order, each gate evaluated only when its alternative is reached. */
function gatedChooser(alternatives: FirstSet[]): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
  const tables = alternatives.map((first) => (first.empty ? undefined : tokenTable(first.tokens)));
  return function (this: TokenReader, orAlts) {
    const next = this.LA_FAST(1).tokenTypeIdx;
    for (let index = 0; index < tables.length; index++) {
      const gate = orAlts?.[index]?.GATE;
      if (gate !== undefined && gate.call(this) === false) continue;
      const table = tables[index];
      if (table === undefined || table[next] === true) return index;
    }
    return undefined;
  };
}
