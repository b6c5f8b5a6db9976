// PEEK, VARPTR, VARSEG, SADD, VARPTR$, INP: the memory and ports programs reasonably expect.
import type { BuiltinCompiler } from './builtins.js';

export const MEMORY_BUILTINS: Record<string, BuiltinCompiler> = {};
