// (being written)
import type { StmtTable } from './statements.js';

export const GRAPHICS_STATEMENTS: StmtTable = {};
