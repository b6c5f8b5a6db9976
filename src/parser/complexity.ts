// How deeply a line's expressions nest, measured without recursion: the compiler and the runtime walk
// expressions recursively, so a line nested thousands deep (`1 + 1 + ... + 1`, `((((1))))`) is refused
// before it reaches them, as QBasic refuses it.

/** The deepest nesting QBasic-style expressions may have here; far beyond what real programs write. */
export const MAX_EXPRESSION_DEPTH = 1000;

/** Whether any chain of nested AST nodes under `root` is deeper than `limit`. */
export function nestsDeeperThan(root: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return true;
    if (node === null || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc' && value !== null && typeof value === 'object') stack.push([value, depth + 1]);
    }
  }
  return false;
}
