// Built-in functions over open files: EOF, LOF, LOC, SEEK, FREEFILE, INPUT$.
import type { BuiltinCompiler } from './builtins.js';

export const FILE_BUILTINS: Record<string, BuiltinCompiler> = {};
