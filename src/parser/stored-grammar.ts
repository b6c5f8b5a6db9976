// The grammar Chevrotain records from our rules, stored (grammar-data.ts) so that building the parser need not
// record it again: recording runs every rule body once in a recording mode, about 60% of the parser's set-up.
// encodeGrammar writes what performSelfAnalysis records, decodeGrammar rebuilds the same objects;
// test/unit/stored-grammar.test.ts checks the stored text against a fresh recording (and rewrites it with
// UPDATE_GRAMMAR=1). The parser records as before when the stored rules are not the ones it defines.
import {
  Alternation, Alternative, NonTerminal, Option, Repetition, RepetitionMandatory, RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator, Rule, Terminal, type IProduction, type TokenType,
} from 'chevrotain';

/** One production: [kind, occurrence index, what (token, rule or flags), its body]. */
type Stored = [string, number, unknown, Stored[]?];
type StoredRule = [string, Stored[]];

type Composite = IProduction & { definition: IProduction[]; idx: number };
type ProductionClass = new (...args: never[]) => IProduction;
const WITH_BODY: [string, ProductionClass][] = [
  ['O', Option], ['M', Repetition], ['A', RepetitionMandatory],
];
const SEPARATED: [string, ProductionClass][] = [
  ['S', RepetitionWithSeparator], ['P', RepetitionMandatoryWithSeparator],
];

/** What a recorded production holds; anything else (a LABEL, a MAX_LOOKAHEAD ...) cannot be stored. */
const KEYS: Record<string, string[]> = {
  T: ['idx', 'terminalType'], N: ['_definition', 'idx', 'nonTerminalName', 'referencedRule'],
  O: ['_definition', 'idx'], M: ['_definition', 'idx'], A: ['_definition', 'idx'],
  S: ['_definition', 'idx', 'separator'], P: ['_definition', 'idx', 'separator'],
  R: ['_definition', 'idx', 'ignoreAmbiguities', 'hasPredicates'], L: ['_definition', 'ignoreAmbiguities'],
};

function kindOf(production: IProduction): string {
  if (production instanceof Terminal) return 'T';
  if (production instanceof NonTerminal) return 'N';
  if (production instanceof Alternation) return 'R';
  if (production instanceof Alternative) return 'L';
  const kind = [...WITH_BODY, ...SEPARATED].find(([, type]) => production instanceof type)?.[0];
  if (!kind) throw new Error(`cannot store a ${production.constructor.name}`);
  return kind;
}

function encode(production: IProduction): Stored {
  const kind = kindOf(production);
  const extra = Object.keys(production).filter((key) => !KEYS[kind].includes(key));
  if (extra.length > 0) throw new Error(`cannot store ${extra.join(', ')} of a ${production.constructor.name}`);
  const node = production as Composite & Record<string, unknown>;
  const body = () => node.definition.map(encode);
  switch (kind) {
    case 'T': return [kind, node.idx, (node.terminalType as TokenType).name];
    case 'N': return [kind, node.idx, node.nonTerminalName];
    case 'R': return [kind, node.idx, [node.ignoreAmbiguities, node.hasPredicates], body()];
    case 'L': return [kind, 0, node.ignoreAmbiguities, body()];
    case 'S': case 'P': return [kind, node.idx, (node.separator as TokenType).name, body()];
    default: return [kind, node.idx, null, body()];
  }
}

/** The recorded rules as text for decodeGrammar. */
export function encodeGrammar(rules: Rule[]): string {
  return JSON.stringify(rules.map((rule): StoredRule => {
    if (Object.keys(rule).some((key) => !['_definition', 'orgText', 'name'].includes(key))) throw new Error(`cannot store rule ${rule.name}`);
    return [rule.name, rule.definition.map(encode)];
  }));
}

type Fields = Record<string, unknown>;

/**
 * An object of a production class with the fields its constructor would give it, set one by one (the constructor
 * copies its options through lodash; Object.assign from a literal costs a generic copy per object).
 */
function make(type: ProductionClass | typeof Rule, definition: IProduction[] | undefined, idx: number | undefined): Fields {
  const node = Object.create(type.prototype) as Fields;
  if (definition !== undefined) node._definition = definition;
  if (idx !== undefined) node.idx = idx;
  return node;
}

function tokenNamed(tokens: Map<string, TokenType>, name: unknown): TokenType {
  const found = tokens.get(name as string);
  if (!found) throw new Error(`no token ${String(name)}`);
  return found;
}

/** What decoding needs besides a node: the tokens by name, and the subrule references met so far (resolved at the end). */
interface Decoding {
  tokens: Map<string, TokenType>;
  references: Fields[];
}

// Indexed loops, no destructuring: this runs once per start, in the interpreter, where each for-of step or
// destructured array allocates iterator objects.
function decode(node: Stored, decoding: Decoding): IProduction {
  const kind = node[0];
  const idx = node[1];
  const what = node[2];
  let made: Fields;
  if (kind === 'T') {
    made = make(Terminal, undefined, idx);
    made.terminalType = tokenNamed(decoding.tokens, what);
  } else if (kind === 'N') {
    made = make(NonTerminal, [], idx);
    made.nonTerminalName = what;
    decoding.references.push(made);
  } else if (kind === 'R') {
    made = make(Alternation, decodeAll(node[3]!, decoding), idx);
    made.ignoreAmbiguities = (what as [boolean, boolean])[0];
    made.hasPredicates = (what as [boolean, boolean])[1];
  } else if (kind === 'L') {
    made = make(Alternative, decodeAll(node[3]!, decoding), undefined);
    made.ignoreAmbiguities = what;
  } else {
    const separated = classOf(SEPARATED, kind);
    const type = separated ?? classOf(WITH_BODY, kind);
    if (!type) throw new Error(`unknown production ${kind}`);
    made = make(type, decodeAll(node[3]!, decoding), idx);
    if (separated) made.separator = tokenNamed(decoding.tokens, what);
  }
  return made as unknown as IProduction;
}

function decodeAll(nodes: Stored[], decoding: Decoding): IProduction[] {
  const definition: IProduction[] = [];
  for (let i = 0; i < nodes.length; i++) definition.push(decode(nodes[i], decoding));
  return definition;
}

function classOf(table: [string, ProductionClass][], kind: string): ProductionClass | undefined {
  for (let i = 0; i < table.length; i++) if (table[i][0] === kind) return table[i][1];
  return undefined;
}

/**
 * The rules stored by encodeGrammar, by name, with their tokens taken from `vocabulary`, and each subrule's
 * `referencedRule` set as Chevrotain's resolver sets it (so the parser need not run the resolver over them).
 */
export function decodeGrammar(text: string, vocabulary: TokenType[]): Map<string, Rule> {
  const decoding: Decoding = { tokens: new Map(), references: [] };
  for (let i = 0; i < vocabulary.length; i++) decoding.tokens.set(vocabulary[i].name, vocabulary[i]);
  const rules = new Map<string, Rule>();
  const stored = JSON.parse(text) as StoredRule[];
  for (let i = 0; i < stored.length; i++) {
    const name = stored[i][0];
    const rule = make(Rule, decodeAll(stored[i][1], decoding), undefined);
    rule.orgText = '';
    rule.name = name;
    rules.set(name, rule as unknown as Rule);
  }
  for (let i = 0; i < decoding.references.length; i++) {
    const reference = decoding.references[i];
    const rule = rules.get(reference.nonTerminalName as string);
    if (!rule) throw new Error(`no rule ${String(reference.nonTerminalName)}`);
    reference.referencedRule = rule;
  }
  return rules;
}
