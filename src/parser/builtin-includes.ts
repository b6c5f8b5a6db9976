// Include files QuickBASIC 4.5 ships that programs name without shipping them: when the host has no such
// file, $INCLUDE reads these. QB.BI holds the register records of CALL INTERRUPT / INTERRUPTX (their
// field order is the one the QB45 help "CALL INTERRUPT Statements" gives) and the routines' DECLAREs.

const REGISTERS = ['ax', 'bx', 'cx', 'dx', 'bp', 'si', 'di', 'flags'];

function record(name: string, fields: string[]): string {
  return [`TYPE ${name}`, ...fields.map((f) => `  ${f} AS INTEGER`), 'END TYPE'].join('\n');
}

const QB_BI = [
  record('RegType', REGISTERS),
  record('RegTypeX', [...REGISTERS, 'ds', 'es']),
  'DECLARE SUB INTERRUPT (intnum AS INTEGER, inregs AS RegType, outregs AS RegType)',
  'DECLARE SUB INTERRUPTX (intnum AS INTEGER, inregs AS RegTypeX, outregs AS RegTypeX)',
  'DECLARE SUB ABSOLUTE (address AS INTEGER)',
  '',
].join('\n');

// QBX.BI is BASIC PDS 7's name for the same file
const BUILTIN: Record<string, string> = { 'QB.BI': QB_BI, 'QBX.BI': QB_BI };

/** The text of a shipped include file named `file` (any directory, any case), or undefined. */
export function builtinInclude(file: string): string | undefined {
  return BUILTIN[file.replace(/^.*[\\/:]/, '').toUpperCase()];
}
