// The key-script syntax shared by the CLI's --keys and the golden tests' NAME.keys files.
// Plain characters type themselves; {name} is a special key; `{{` types `{` and `}}` types `}`.

const EXT = (scan: number) => '\u0000' + String.fromCharCode(scan);

/** Special key names and what INKEY$ returns for them (QBasic scan codes, qbasic-facts.md). */
export const KEY_NAMES: Record<string, string> = {
  up: EXT(72), down: EXT(80), left: EXT(75), right: EXT(77),
  home: EXT(71), end: EXT(79), pgup: EXT(73), pgdn: EXT(81), ins: EXT(82), del: EXT(83),
  enter: '\r', esc: '\u001b', tab: '\t', backspace: '\b', space: ' ',
  f1: EXT(59), f2: EXT(60), f3: EXT(61), f4: EXT(62), f5: EXT(63), f6: EXT(64), f7: EXT(65), f8: EXT(66),
  f9: EXT(67), f10: EXT(68), f11: EXT(133), f12: EXT(134),
};

/** A scripted mouse step: the pointer moves to (x, y) (the mode's pixels) with these buttons held. */
export interface MouseStep {
  x: number;
  y: number;
  /** bit 0 left, bit 1 right */
  buttons: number;
}

export type ScriptItem = string | MouseStep;

/**
 * The mouse tokens: {mouse X,Y} moves the pointer; {click X,Y} and {rclick X,Y} move there, press the
 * left / right button and release it again (two steps); {press X,Y} / {rpress X,Y} and {release X,Y} hold
 * and let go of a button (drags).
 */
function mouseSteps(name: string): MouseStep[] | undefined {
  const m = /^(mouse|click|rclick|press|rpress|release)\s+(-?\d+)\s*,\s*(-?\d+)$/.exec(name);
  if (!m) return undefined;
  const x = Number(m[2]);
  const y = Number(m[3]);
  switch (m[1]) {
    case 'click': return [{ x, y, buttons: 1 }, { x, y, buttons: 0 }];
    case 'rclick': return [{ x, y, buttons: 2 }, { x, y, buttons: 0 }];
    case 'press': return [{ x, y, buttons: 1 }];
    case 'rpress': return [{ x, y, buttons: 2 }];
    default: return [{ x, y, buttons: m[1] === 'mouse' ? -1 : 0 }];
  }
}

/** Split a key script into keys; throws on an unknown {name}. A newline in the script is Enter. */
export function parseKeys(script: string): string[] {
  return parseScript(script).filter((k): k is string => typeof k === 'string');
}

/** A key script with its mouse steps (`{mouse X,Y}`, `{click X,Y}`, ...: buttons -1 keeps them). */
export function parseScript(script: string): ScriptItem[] {
  const keys: ScriptItem[] = [];
  for (let i = 0; i < script.length; i++) {
    const c = script[i];
    if (c === '{' && script[i + 1] === '{') { keys.push('{'); i++; continue; }
    if (c === '}' && script[i + 1] === '}') { keys.push('}'); i++; continue; }
    if (c === '{') {
      const close = script.indexOf('}', i);
      if (close < 0) throw new Error(`unclosed { in key script at ${i + 1}`);
      const name = script.slice(i + 1, close).toLowerCase().trim();
      const key = KEY_NAMES[name];
      const steps = key === undefined ? mouseSteps(name) : undefined;
      if (key === undefined && !steps) throw new Error(`unknown key {${name}} in key script`);
      if (steps) keys.push(...steps);
      else keys.push(key);
      i = close;
      continue;
    }
    if (c === '\r' && script[i + 1] === '\n') continue;
    keys.push(c === '\n' ? '\r' : String.fromCharCode(c.charCodeAt(0) & 255));
  }
  return keys;
}

const NAME_OF = new Map(Object.entries(KEY_NAMES).map(([name, key]) => [key, name]));

/** Keys as a script parseKeys reads back (special keys as {name}, braces doubled). */
export function formatKeys(keys: readonly string[]): string {
  return keys.map((key) => {
    const name = NAME_OF.get(key);
    if (name) return `{${name}}`;
    return key === '{' ? '{{' : key === '}' ? '}}' : key;
  }).join('');
}
