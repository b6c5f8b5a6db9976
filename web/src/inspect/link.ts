// Share links: `#draw=<string>` (URI-encoded), with `&at=x,y`, `&mode=`, `&color=`, `&s=`, `&a=` when they
// differ from the defaults, and what Compare shows when it is open: `&vs=<second string>` or
// `&vsmap=<expected pixel map>`.
import type { DrawSetup } from '../../../src/index.js';

export const LINK_PREFIX = '#draw=';

export function isDrawLink(hash: string): boolean {
  return hash.startsWith(LINK_PREFIX);
}

/** What Compare compares with: a second DRAW string, or an expected pixel map. */
export interface CompareState {
  kind: 'string' | 'map';
  text: string;
}

/** The setup a `#draw=` hash describes (fields it leaves out stay undefined), and its Compare. */
export function parseLink(hash: string): Partial<DrawSetup> & { commands: string; compare?: CompareState } {
  const [first, ...rest] = hash.slice(LINK_PREFIX.length).split('&');
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const setup: Partial<DrawSetup> & { commands: string; compare?: CompareState } = { commands: decode(first) };
  for (const part of rest) {
    const [key, raw = ''] = part.split('=');
    const value = decode(raw);
    const num = Number(value);
    if (key === 'at' && /^-?\d+,-?\d+$/.test(value)) [setup.x, setup.y] = value.split(',').map(Number);
    else if (key === 'mode' && Number.isInteger(num)) setup.mode = num;
    else if (key === 'color' && Number.isInteger(num)) setup.color = num;
    else if (key === 's' && Number.isInteger(num)) setup.scale = num;
    else if (key === 'a' && /^T?A-?\d+$/i.test(value)) setup.angle = value.toUpperCase();
    else if (key === 'vs' || key === 'vsmap') setup.compare = { kind: key === 'vs' ? 'string' : 'map', text: value };
  }
  return setup;
}

/** The hash that opens the inspector on this setup; `defaults` are left out. */
export function linkFor(setup: DrawSetup, defaults: { x: number; y: number; mode: number; color: number }): string {
  let hash = LINK_PREFIX + encodeURIComponent(setup.commands);
  if (setup.x !== defaults.x || setup.y !== defaults.y) hash += `&at=${setup.x},${setup.y}`;
  if ((setup.mode ?? 13) !== defaults.mode) hash += `&mode=${setup.mode}`;
  if (setup.color !== undefined && setup.color !== defaults.color) hash += `&color=${setup.color}`;
  if (setup.scale !== undefined) hash += `&s=${setup.scale}`;
  if (setup.angle) hash += `&a=${setup.angle}`;
  return hash;
}

/** The part of the link that reopens Compare as it is. */
export function compareLink(compare: CompareState): string {
  return `&${compare.kind === 'string' ? 'vs' : 'vsmap'}=${encodeURIComponent(compare.text)}`;
}
