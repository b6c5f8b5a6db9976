// (being written)
import type { StmtTable } from './statements.js';

export const SYSTEM_STATEMENTS: StmtTable = {};
