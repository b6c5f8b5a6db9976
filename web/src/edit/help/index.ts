// The F1 help as one lazily loaded module: every page, and lookup of a keyword's page.
import type { HelpEntry } from './entry.js';
import { TEXT_HELP } from './text.js';
import { STRING_HELP } from './strings.js';
import { MATH_HELP } from './math.js';
import { FLOW_HELP } from './flow.js';
import { DATA_HELP } from './data.js';
import { FILE_HELP } from './files.js';
import { GRAPHICS_HELP } from './graphics.js';
import { SYSTEM_HELP } from './system.js';

export type { HelpEntry } from './entry.js';

export const HELP: HelpEntry[] = [
  ...TEXT_HELP, ...STRING_HELP, ...MATH_HELP, ...FLOW_HELP, ...DATA_HELP, ...FILE_HELP, ...GRAPHICS_HELP, ...SYSTEM_HELP,
].sort((a, b) => titleOf(a).localeCompare(titleOf(b)));

export function titleOf(entry: HelpEntry): string {
  return entry.title ?? entry.words.join(', ');
}

const byWord = new Map<string, HelpEntry>();
for (const entry of HELP) for (const word of entry.words) if (!byWord.has(word)) byWord.set(word, entry);

/** The page for a word as typed (`print`, `left$`, `Fn` of DEF FN ...), if there is one. */
export function helpFor(word: string): HelpEntry | undefined {
  return byWord.get(word.toUpperCase());
}
