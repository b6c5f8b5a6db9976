// (being written)
import type { StmtTable } from './statements.js';

export const INPUT_STATEMENTS: StmtTable = {};
