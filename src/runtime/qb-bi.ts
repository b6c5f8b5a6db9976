// QB.BI, the include file QuickBASIC 4.5 ships for CALL INTERRUPT / INTERRUPTX / ABSOLUTE: programs that
// `'$INCLUDE: 'QB.BI'` get these declarations when no QB.BI of their own is on the drive. The register
// records have the fields QB.BI defines (QB45 help, CALL INTERRUPT); the text is this project's own.

const registers = (names: string[]) => names.map((n) => `  ${n} AS INTEGER\n`).join('');
const REGS = ['ax', 'bx', 'cx', 'dx', 'bp', 'si', 'di', 'flags'];

export const QB_BI = `' Register records and declarations for CALL INTERRUPT and INTERRUPTX
TYPE RegType
${registers(REGS)}END TYPE
TYPE RegTypeX
${registers([...REGS, 'ds', 'es'])}END TYPE
DECLARE SUB INTERRUPT (intnum AS INTEGER, inreg AS RegType, outreg AS RegType)
DECLARE SUB INTERRUPTX (intnum AS INTEGER, inreg AS RegTypeX, outreg AS RegTypeX)
`;

/** An include reader that falls back to the built-in QB.BI (also for QBX.BI, PDS 7's version of it). */
export function withQbBi(include?: (file: string) => string | undefined): (file: string) => string | undefined {
  return (file) => include?.(file) ?? (/^(.*[\\/:])?QBX?\.BI$/i.test(file.trim()) ? QB_BI : undefined);
}
