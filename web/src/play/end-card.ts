// What the end card says: how the run ended (by itself, stopped by the player, an error and its line),
// and the program's own last words, its last line of text.
import type { RunEnd } from '../core/protocol.js';

export function endTitle(end: RunEnd | 'stopped'): string {
  if (end === 'stopped') return 'You stopped the program';
  if (end.kind === 'end') return 'The program ended by itself';
  const problem = end.kind === 'error' ? end.problem : end.problems[0];
  if (!problem) return 'The program stopped with an error';
  return end.kind === 'error'
    ? `The program stopped with an error in line ${problem.line}: ${problem.message}`
    : `The program could not start: ${problem.message} in line ${problem.line}`;
}

/** The last line the program printed that has something on it (spaces trimmed), or ''. */
export function endWords(output: string): string {
  const lines = output.split(/\r\n|\r|\n/);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (line) return line;
  }
  return '';
}
