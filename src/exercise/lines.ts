// Text helpers the checks and the page share (a file of its own, so the page uses them without the
// interpreter): how printed text is compared, line by line with trailing spaces and trailing empty lines
// not counted, and a program's SUB and FUNCTION blocks.

export function outputLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trimEnd());
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The learner's SUB and FUNCTION blocks (what a check program runs with). */
export function procedureBlocks(source: string): string {
  const kept: string[] = [];
  let inside = false;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (!inside && /^\s*(SUB|FUNCTION)\s/i.test(line)) inside = true;
    if (inside) kept.push(line);
    if (inside && /^\s*END\s+(SUB|FUNCTION)\b/i.test(line)) inside = false;
  }
  return kept.join('\n');
}
