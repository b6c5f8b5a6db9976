// Error messages for learners: beside QBasic's own terse message (kept, with its line and column), what
// usually causes it, in plain words written for this project, pointing at the place in the program.
import type { Problem } from '../core/protocol.js';

const OPENERS: Record<string, string> = {
  'FOR without NEXT': 'NEXT', 'WHILE without WEND': 'WEND', 'DO without LOOP': 'LOOP', 'Block IF without END IF': 'END IF',
  'SELECT without END SELECT': 'END SELECT', 'SUB without END SUB': 'END SUB', 'FUNCTION without END FUNCTION': 'END FUNCTION',
  'TYPE without END TYPE': 'END TYPE', 'DEF without END DEF': 'END DEF',
};

const CAUSES: Record<string, string> = {
  'Syntax error': 'QBasic could not read this statement. Look for a missing comma, quote or bracket, or a keyword spelled another way.',
  'NEXT without FOR': 'This NEXT has no open FOR above it: a FOR is missing, there is one NEXT too many, or the NEXT names another loop\'s variable.',
  'END IF without block IF': 'There is no open block IF for this END IF. An IF with statements after THEN on the same line is complete on its own and needs no END IF.',
  'LOOP without DO': 'This LOOP has no DO above it that is still open.',
  'WEND without WHILE': 'This WEND has no WHILE above it that is still open.',
  'RETURN without GOSUB': 'The program reached RETURN without a GOSUB: often the main program runs on into the GOSUB routines. Put END before them.',
  'Out of DATA': 'READ ran past the last DATA item: add DATA, or READ fewer values (RESTORE starts again from the first).',
  'Illegal function call': 'A statement or function got a value it cannot use: SQR or LOG of a negative number, MID$ or LEFT$ with 0 or less, a colour or screen mode that does not exist, a position off the screen.',
  'Overflow': 'A number got too big for its type. INTEGER (%) holds -32768 to 32767; LONG (&) or SINGLE (!) hold bigger numbers.',
  'Subscript out of range': 'An array index is outside the array. Arrays used without DIM go from 0 to 10; DIM a(100) makes a bigger one. Check the loop that makes the index.',
  'Duplicate definition': 'This name is defined twice: a DIM of an array that was already used or dimensioned, or a second SUB, FUNCTION or CONST of the same name.',
  'Division by zero': 'The program divided by 0 here. Check the value you divide by (PRINT it, or step with F8) before dividing.',
  'Label not defined': 'GOTO, GOSUB or RESTORE names a line label or number that is not in the program.',
  'Subprogram not defined': 'The program calls a SUB that is not in it: check the name\'s spelling, or write the SUB.',
  'Function not defined': 'The program uses a FUNCTION that is not in it: check the spelling, or write the FUNCTION.',
  'Argument-count mismatch': 'The SUB or FUNCTION is called with more or fewer values than its definition lists.',
  'Parameter type mismatch': 'A variable of another type is passed to a SUB or FUNCTION: an INTEGER parameter wants an INTEGER variable (n%), or put the value in brackets, (n), to pass a copy.',
  'Variable required': 'Here QBasic needs a variable (INPUT, READ, SWAP ...), not a number, text or expression.',
  'Input past end of file': 'The program read past the end of the file. Test EOF(n) before each INPUT #n or LINE INPUT #n.',
  'File not found': 'There is no file of that name on the drive. Files… lists the files programs wrote and adds your own.',
  'Bad file mode': 'The file is open for something else: OPEN ... FOR INPUT to read it, FOR OUTPUT or APPEND to write it.',
  'Bad file name or number': 'No file is open under that number: OPEN it first with the same #number.',
  'Label not defined or duplicate': 'A line label is missing or written twice.',
  'Duplicate label': 'Two lines have the same label or line number.',
  'Out of memory': 'The program asked for more memory than QBasic has: often an array that is very large.',
  'Out of stack space': 'Too many calls inside each other: often a SUB or FUNCTION that calls itself without ever stopping, or GOSUB without RETURN.',
};

/** The kind of value an expression's text gives, told from its look (a quote or a $ name is text). */
function kindOf(text: string): 'text (a string)' | 'a number' {
  return /"|[A-Za-z][\w.]*\$/.test(text) ? 'text (a string)' : 'a number';
}

/** Type mismatch: the two sides of the statement at the place, when it is an assignment or a comparison. */
function mismatch(line: string, col: number): string {
  const statement = line.slice(0, Math.max(col - 1, 0)).replace(/^.*:/, '') + line.slice(Math.max(col - 1, 0)).split(':')[0];
  const m = /^\s*(?:LET\s+)?([A-Za-z][\w.]*[$%&!#]?(?:\([^)]*\))?)\s*=\s*(.+?)\s*$/i.exec(statement.replace(/'.*$/, ''));
  const general = 'Text (strings: "abc", a$) and numbers cannot be mixed: use STR$(n) to make text of a number, VAL(t$) to make a number of text.';
  if (!m) return general;
  const [, name, value] = m as unknown as [string, string, string];
  const nameKind = name.includes('$') ? 'text (a string)' : 'a number';
  const valueKind = kindOf(value);
  if (nameKind === valueKind) return general;
  return `${name} holds ${nameKind}, but ${value} is ${valueKind}. ${general}`;
}

/** What usually causes a problem, in plain words, or undefined when we have nothing to add. */
export function explain(problem: Problem, source: string): string | undefined {
  const closer = OPENERS[problem.message];
  const word = problem.message.split(' ')[0] === 'Block' ? 'IF' : problem.message.split(' ')[0];
  if (closer) return `The ${word} on line ${problem.line} is still open when the program ends: add ${closer} after the statements it covers, or check that the ${closer}s inside it match their own ${word}s.`;
  if (problem.message === 'Type mismatch') return mismatch(source.split('\n')[problem.line - 1] ?? '', problem.col);
  if (/^Expected /.test(problem.message)) return 'Something is missing at the mark: QBasic says what it was looking for. A missing bracket, comma or quote is the usual cause.';
  return CAUSES[problem.message];
}
