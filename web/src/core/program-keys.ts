// Which keys a program reads, found by reading its parse tree (never by running it): the on-screen
// keyboard offers those keys alone, large, on a phone. A variable holds a key when it is assigned from
// INKEY$ or INPUT$, or from an expression of such a variable (k$ = UCASE$(INKEY$), n = ASC(k$), a line
// built from keys and a character cut from it, a FUNCTION returning one); names are matched across the
// whole program, whatever their scope, so the scan errs on the side of offering a key too many. The keys are
// the constants such a value is compared with (=, <>, SELECT CASE, INSTR), ON KEY(n) traps, and typing
// (INPUT, LINE INPUT, a CASE range of printable characters).
import type { Program } from '../../../src/index.js';

export interface ProgramKeys {
  /** what INKEY$ returns for each key the program compares with, in the order first found */
  keys: string[];
  /** the program reads typed text (INPUT, LINE INPUT, a range of printable characters from INKEY$) */
  text: boolean;
  /** every INPUT reads numbers (the phone's number pad suits it) */
  numbers: boolean;
  /** the program waits for any key (INKEY$ compared with "" alone, INPUT$(1) unused, SLEEP) */
  anyKey: boolean;
  /** the program calls INTERRUPT / INTERRUPTX / ABSOLUTE (the mouse driver): taps belong to it */
  mouse: boolean;
}

type Node = { kind?: string; [field: string]: unknown };

/** ON KEY(n): 1-10 F1-F10, 11-14 the arrows (up, left, right, down), 30 and 31 F11 and F12. */
function trapKey(n: number): string | undefined {
  if (n >= 1 && n <= 10) return `\0${String.fromCharCode(58 + n)}`;
  const arrows: Record<number, number> = { 11: 72, 12: 75, 13: 77, 14: 80, 30: 133, 31: 134 };
  return arrows[n] === undefined ? undefined : `\0${String.fromCharCode(arrows[n]!)}`;
}

/** A key as a number: ASC's code, or CVI's two bytes (an extended key's scan code in the high byte). */
function keyOfCode(code: number): string | undefined {
  if (!Number.isInteger(code) || code <= 0) return undefined;
  if (code < 256) return String.fromCharCode(code);
  if (code % 256 === 0 && code < 65536) return `\0${String.fromCharCode(code / 256)}`;
  return undefined;
}

const READS_KEY = new Set(['INKEY$', 'INPUT$']);
/** built-in functions whose result is still the key (or its code): LEN, VAL, INSTR are not */
const KEEPS_KEY = new Set(['UCASE$', 'LCASE$', 'ASC', 'CVI', 'MID$', 'LEFT$', 'RIGHT$', 'LTRIM$', 'RTRIM$']);
const MOUSE_CALLS = new Set(['INTERRUPT', 'INTERRUPTX', 'ABSOLUTE']);

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [field, value] of Object.entries(node)) {
    if (field === 'loc' || field === 'endLoc') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item === 'object') out.push(item as Node);
    } else if (value && typeof value === 'object') out.push(value as Node);
  }
  return out;
}

/** Visit every node with the procedure it is in ('' for the module level). */
function walk(node: Node, visit: (node: Node, scope: string) => void, scope = ''): void {
  visit(node, scope);
  const inner = node.kind === 'sub' || node.kind === 'function' || node.kind === 'defFn' ? String(node.name).toUpperCase() : scope;
  for (const child of children(node)) walk(child, visit, inner);
}

const upper = (name: unknown) => String(name).toUpperCase();

/**
 * Variables and procedures by name: a variable is its procedure's own unless it is SHARED; a FUNCTION's
 * name (its result) and a procedure's parameters are known to every caller.
 */
class Names {
  readonly procedures = new Map<string, string[]>();
  private readonly shared = new Set<string>();

  constructor(root: Node) {
    walk(root, (node, scope) => {
      if (node.kind === 'sub' || node.kind === 'function' || node.kind === 'defFn') {
        const name = upper(node.name);
        this.procedures.set(name, ((node.params ?? []) as { name: string; suffix: string }[]).map((p) => `${name}::${upper(p.name)}${p.suffix}`));
      }
      if ((node.kind === 'dim' || node.kind === 'redim' || node.kind === 'common') && node.shared) {
        for (const decl of node.decls as { name: string; suffix: string }[]) this.shared.add(`${upper(decl.name)}${decl.suffix}`);
      }
      if (node.kind === 'shared' && scope) {
        for (const decl of node.decls as { name: string; suffix: string }[]) this.shared.add(`${upper(decl.name)}${decl.suffix}`);
      }
    });
  }

  /** The variable (or FUNCTION result) a name or an indexed name stands for in `scope`. */
  of(node: Node, scope: string): string | undefined {
    if (node.kind !== 'name' && node.kind !== 'index') return undefined;
    const name = upper(node.name);
    if (this.procedures.has(name)) return `FUNCTION ${name}`;
    const full = `${name}${String(node.suffix ?? '')}`;
    return this.shared.has(full) ? `::${full}` : `${scope}::${full}`;
  }
}

export function programKeys(program: Program): ProgramKeys {
  const root: Node = { body: program.body as unknown as Node[] };
  const names = new Names(root);
  const constants = new Map<string, string | number>();
  const keyNames = new Set<string>();
  /** whether an expression's value is (or is made of) a key the program read */
  const holdsKey = (expr: Node, scope: string): boolean => {
    switch (expr.kind) {
      case 'builtin':
        if (READS_KEY.has(String(expr.name))) return true;
        return KEEPS_KEY.has(String(expr.name)) && (expr.args as Node[]).some((arg) => holdsKey(arg, scope));
      case 'name': case 'index': return keyNames.has(names.of(expr, scope)!);
      case 'paren': return holdsKey(expr.expr as Node, scope);
      case 'binary': return expr.op === '+' && (holdsKey(expr.left as Node, scope) || holdsKey(expr.right as Node, scope));
      default: return false;
    }
  };
  /** where keys flow: [the variable, the value, its procedure] for assignments and for arguments passed */
  const flows: [string, Node, string][] = [];
  walk(root, (node, scope) => {
    if (node.kind === 'assign') {
      const target = names.of(node.target as Node, scope);
      if (target) flows.push([target, node.expr as Node, scope]);
    }
    if (node.kind === 'call' || node.kind === 'index') {
      const params = names.procedures.get(upper(node.name)) ?? [];
      (node.args as Node[]).forEach((arg, i) => {
        if (params[i]) flows.push([params[i], arg, scope]);
      });
    }
  });
  for (let grown = true; grown;) {
    grown = false;
    for (const [target, expr, scope] of flows) {
      if (!keyNames.has(target) && holdsKey(expr, scope)) {
        keyNames.add(target);
        grown = true;
      }
    }
  }

  const value = (expr: Node): string | number | undefined => {
    switch (expr.kind) {
      case 'string': return String(expr.value);
      case 'number': return Number(expr.value);
      case 'paren': return value(expr.expr as Node);
      case 'name': return constants.get(`${upper(expr.name)}${String(expr.suffix ?? '')}`);
      case 'unary': {
        const v = value(expr.operand as Node);
        return typeof v === 'number' && expr.op === '-' ? -v : expr.op === '+' ? v : undefined;
      }
      case 'binary': {
        const [a, b] = [value(expr.left as Node), value(expr.right as Node)];
        if (expr.op !== '+' || a === undefined || b === undefined) return undefined;
        return typeof a === 'string' && typeof b === 'string' ? a + b : typeof a === 'number' && typeof b === 'number' ? a + b : undefined;
      }
      case 'builtin': {
        const args = (expr.args as Node[]).map(value);
        if (expr.name === 'CHR$' && typeof args[0] === 'number' && args[0] >= 0 && args[0] < 256) return String.fromCharCode(args[0]);
        if (expr.name === 'MKI$' && typeof args[0] === 'number') return String.fromCharCode(args[0] & 255, (args[0] >> 8) & 255);
        return undefined;
      }
      default: return undefined;
    }
  };

  const result: ProgramKeys = { keys: [], text: false, numbers: true, anyKey: false, mouse: false };
  let inputs = 0;
  let waitsForKey = false;
  const add = (key: string | number | undefined) => {
    const k = typeof key === 'number' ? keyOfCode(key) : key;
    if (k === undefined) return;
    if (k === '') waitsForKey = true;
    else if (k.length <= 2 && !result.keys.includes(k)) result.keys.push(k);
  };
  /** several keys in one string, as INSTR("ynq", k$) reads them */
  const addEach = (text: string) => {
    for (const ch of text) add(ch);
  };
  const addRange = (from: string | number | undefined, to: string | number | undefined) => {
    const a = typeof from === 'string' ? from.charCodeAt(0) : from;
    const b = typeof to === 'string' ? to.charCodeAt(0) : to;
    if (a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b) || b < a) return;
    if (b - a >= 9 && a < 127 && b > 32) result.text = true; // a run of printable characters: typing
    else for (let c = Math.max(a, 1); c <= Math.min(b, 255); c++) add(c);
  };

  // CONSTs first (names compared with keys may be constants declared anywhere)
  walk(root, (node) => {
    if (node.kind !== 'const') return;
    for (const item of node.items as { name: string; suffix: string; expr: Node }[]) {
      const v = value(item.expr);
      if (v !== undefined) constants.set(`${item.name.toUpperCase()}${item.suffix}`, v);
    }
  });

  walk(root, (node, scope) => {
    const holds = (expr: Node) => holdsKey(expr, scope);
    switch (node.kind) {
      case 'binary':
        if (node.op === '=' || node.op === '<>') {
          const [left, right] = [node.left as Node, node.right as Node];
          if (holds(left)) add(value(right));
          if (holds(right)) add(value(left));
        }
        return;
      case 'builtin':
        if (node.name === 'INSTR') {
          const args = node.args as Node[];
          const [within, sought] = args.length === 3 ? [args[1]!, args[2]!] : [args[0]!, args[1]!];
          const text = within && value(within);
          if (sought && holds(sought) && typeof text === 'string') addEach(text);
        }
        return;
      case 'select': {
        if (!holds(node.expr as Node)) return;
        for (const { tests } of node.cases as { tests: Node[] }[]) {
          for (const test of tests) {
            if (test.kind === 'range') addRange(value(test.from as Node), value(test.to as Node));
            else if (test.kind === 'value' || (test.kind === 'is' && test.op === '=')) add(value(test.expr as Node));
          }
        }
        return;
      }
      case 'onEvent': case 'eventSwitch':
        if (node.event === 'KEY' && node.arg) {
          const n = value(node.arg as Node);
          if (typeof n === 'number') add(trapKey(n));
        }
        return;
      case 'input': case 'lineInput':
        if (node.file) return;
        result.text = true;
        inputs++;
        if (node.kind === 'lineInput' || (node.targets as Node[]).some((t) => t.suffix === '$' || t.kind === 'member')) result.numbers = false;
        return;
      case 'sleep':
        waitsForKey = true;
        return;
      case 'deftype':
        if (node.type === 'STRING') result.numbers = false; // INPUT a may read text
        return;
      case 'call':
        if (MOUSE_CALLS.has(String(node.name).toUpperCase())) result.mouse = true;
        return;
    }
  });
  if (inputs === 0) result.numbers = false;
  // INKEY$ compared with "" alone: a wait for any key
  result.anyKey = waitsForKey && result.keys.length === 0 && !result.text;
  return result;
}
