// QB.BI, the include file QuickBASIC 4.5 ships for CALL INTERRUPT / INTERRUPTX / ABSOLUTE: programs that
// `'$INCLUDE: 'QB.BI'` get these declarations when no QB.BI of their own is on the drive. The register
// records have the fields QB.BI defines (QB45 help, CALL INTERRUPT); the text is this project's own.

export const QB_BI = `' Register records and declarations for CALL INTERRUPT, INTERRUPTX and ABSOLUTE
TYPE RegType
  ax AS INTEGER
  bx AS INTEGER
  cx AS INTEGER
  dx AS INTEGER
  bp AS INTEGER
  si AS INTEGER
  di AS INTEGER
  flags AS INTEGER
END TYPE
TYPE RegTypeX
  ax AS INTEGER
  bx AS INTEGER
  cx AS INTEGER
  dx AS INTEGER
  bp AS INTEGER
  si AS INTEGER
  di AS INTEGER
  flags AS INTEGER
  ds AS INTEGER
  es AS INTEGER
END TYPE
DECLARE SUB INTERRUPT (intnum AS INTEGER, inreg AS RegType, outreg AS RegType)
DECLARE SUB INTERRUPTX (intnum AS INTEGER, inreg AS RegTypeX, outreg AS RegTypeX)
`;

/** An include reader that falls back to the built-in QB.BI. */
export function withQbBi(include?: (file: string) => string | undefined): (file: string) => string | undefined {
  return (file) => include?.(file) ?? (/^(.*[\\/:])?QB\.BI$/i.test(file.trim()) ? QB_BI : undefined);
}
