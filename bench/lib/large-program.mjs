// A deterministic QBasic program of a given number of lines for the parse+check timing: module code
// plus SUBs and FUNCTIONs with the statements real listings use (DIM, FOR, IF blocks, SELECT CASE,
// DO loops, strings, arrays, graphics, PRINT). It only has to be valid, not to do anything useful.

function subBody(k) {
  return [
    `SUB Work${k} (a AS INTEGER, b AS INTEGER, t$)`,
    `  DIM total AS LONG, i AS INTEGER, ratio AS DOUBLE, grid(10) AS INTEGER`,
    `  total = 0: ratio = ${k}.5#`,
    `  FOR i = 0 TO 10`,
    `    grid(i) = (a * i + b) MOD 97`,
    `    total = total + grid(i) * ${(k % 9) + 1}`,
    `  NEXT i`,
    `  IF total > 1000 AND a <> b THEN`,
    `    t$ = LEFT$(t$ + "abc", 10) + CHR$(65 + (a MOD 26))`,
    `  ELSEIF total < 0 OR NOT (a = b) THEN`,
    `    t$ = MID$(t$, 2) + STR$(total)`,
    `  ELSE`,
    `    t$ = UCASE$(t$)`,
    `  END IF`,
    `  SELECT CASE a MOD 4`,
    `    CASE 0: ratio = ratio * 2 + SQR(ABS(b))`,
    `    CASE 1 TO 2: ratio = ratio / (1 + ABS(a))`,
    `    CASE IS > 2: ratio = INT(ratio) - b \\ 3`,
    `    CASE ELSE: ratio = 0`,
    `  END SELECT`,
    `  DO WHILE i > 0`,
    `    i = i - 1`,
    `    IF grid(i) = ${k % 97} THEN EXIT DO`,
    `  LOOP`,
    `  LINE (a MOD 320, b MOD 200)-STEP(10, 10), ${k % 16}, B`,
    `  PSET (i, i), 4`,
    `  PRINT USING "###.##"; ratio`,
    `END SUB`,
    ``,
  ];
}

function functionBody(k) {
  return [
    `FUNCTION Calc${k}% (x AS INTEGER, s AS STRING)`,
    `  DIM n AS INTEGER, p AS INTEGER`,
    `  n = LEN(s) + x`,
    `  p = INSTR(s, "${String.fromCharCode(97 + (k % 26))}")`,
    `  WHILE p > 0 AND n < 30000`,
    `    n = n + p`,
    `    p = INSTR(p + 1, s, "a")`,
    `  WEND`,
    `  IF n > 100 THEN n = n \\ 2 ELSE n = n * 2`,
    `  Calc${k}% = n XOR ${k}`,
    `END FUNCTION`,
    ``,
  ];
}

/** `lines` lines of valid QBasic (exactly, padded with comments). */
export function largeProgram(lines) {
  const unit = subBody(0).length + functionBody(0).length;
  const count = Math.max(0, Math.floor((lines - 10) / (unit + 4)));
  const head = ['DEFINT A-Z', 'DIM SHARED counter AS LONG', 'DIM names$(100)', 'SCREEN 13'];
  const calls = [];
  const procs = [];
  for (let k = 0; k < count; k++) {
    head.push(`DECLARE SUB Work${k} (a AS INTEGER, b AS INTEGER, t$)`, `DECLARE FUNCTION Calc${k}% (x AS INTEGER, s AS STRING)`);
    calls.push(`s$ = "item${k}": Work${k} ${k}, ${k * 3 + 1}, s$`, `counter = counter + Calc${k}%(${k}, s$)`);
    procs.push(...subBody(k), ...functionBody(k));
  }
  const body = [...head, ...calls, 'PRINT counter', 'END', ''];
  const out = [...body, ...procs];
  while (out.length < lines) out.splice(body.length - 2, 0, `' padding line ${out.length}`);
  return out.slice(0, lines).join('\n') + '\n';
}
