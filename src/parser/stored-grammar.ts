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

/** Builds an object of a production class as its constructor does, without the constructor's generic option copying. */
function make<T extends object>(type: new (...args: never[]) => T, fields: Record<string, unknown>): T {
  return Object.assign(Object.create(type.prototype) as T, fields);
}

function tokenNamed(tokens: Map<string, TokenType>, name: unknown): TokenType {
  const found = tokens.get(name as string);
  if (!found) throw new Error(`no token ${String(name)}`);
  return found;
}

// Indexed loops, no destructuring: this runs once per start, in the interpreter, where each for-of step or
// destructured array allocates iterator objects.
function decode(node: Stored, tokens: Map<string, TokenType>): IProduction {
  const kind = node[0];
  const idx = node[1];
  const what = node[2];
  if (kind === 'T') return make(Terminal, { idx, terminalType: tokenNamed(tokens, what) });
  if (kind === 'N') return make(NonTerminal, { _definition: [], idx, nonTerminalName: what });
  const definition = decodeAll(node[3]!, tokens);
  if (kind === 'R') {
    const flags = what as [boolean, boolean];
    return make(Alternation, { _definition: definition, idx, ignoreAmbiguities: flags[0], hasPredicates: flags[1] });
  }
  if (kind === 'L') return make(Alternative, { _definition: definition, ignoreAmbiguities: what });
  const separated = classOf(SEPARATED, kind);
  if (separated) return make(separated, { _definition: definition, idx, separator: tokenNamed(tokens, what) });
  const plain = classOf(WITH_BODY, kind);
  if (!plain) throw new Error(`unknown production ${kind}`);
  return make(plain, { _definition: definition, idx });
}

function decodeAll(nodes: Stored[], tokens: Map<string, TokenType>): IProduction[] {
  const definition: IProduction[] = [];
  for (let i = 0; i < nodes.length; i++) definition.push(decode(nodes[i], tokens));
  return definition;
}

function classOf(table: [string, ProductionClass][], kind: string): ProductionClass | undefined {
  for (let i = 0; i < table.length; i++) if (table[i][0] === kind) return table[i][1];
  return undefined;
}

/** The rules stored by encodeGrammar, by name, with their tokens taken from `vocabulary`. */
export function decodeGrammar(text: string, vocabulary: TokenType[]): Map<string, Rule> {
  const tokens = new Map<string, TokenType>();
  for (let i = 0; i < vocabulary.length; i++) tokens.set(vocabulary[i].name, vocabulary[i]);
  const rules = new Map<string, Rule>();
  const stored = JSON.parse(text) as StoredRule[];
  for (let i = 0; i < stored.length; i++) {
    const name = stored[i][0];
    rules.set(name, make(Rule, { _definition: decodeAll(stored[i][1], tokens), orgText: '', name }));
  }
  return rules;
}
