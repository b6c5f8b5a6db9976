// SHELL: a small COMMAND.COM that works on the program's drive. It knows the internal commands programs
// shell out for (DIR, TYPE, ECHO, CLS, CD, MD, RD, DEL, REN, COPY, PAUSE, a drive letter, REM, EXIT), `>`
// and `>>` into a file, and `| MORE` / `| SORT`; any other command (a program: PKUNZIP, WIN, a .BAT) is
// `Bad command or file name`, as on a PC that lacks it. Like COMMAND.COM, the shell reports its own
// troubles on the screen and SHELL itself never stops the program. CD and a drive letter change what the
// program sees afterwards, as DOS keeps one current directory per drive for everyone. SHELL alone
// prompts for commands until EXIT.
import type { DosDrive } from '../files/dos-drive.js';
import { QBasicError } from '../errors.js';
import { fileTable } from './files.js';
import { waitKey } from './keyboard.js';
import { readLine } from './lineinput.js';
import { dirListing } from './shell-dir.js';
import type { State } from './state.js';
import { cursorMoved, putText } from './textout.js';

const CRLF = '\r\n';
const BAD_COMMAND = 'Bad command or file name';

/** A command's words: its name, its arguments, and its switches (`/W`, `/A-D`, upper case). */
interface Command {
  word: string;
  /** the text after the name, as typed (ECHO prints it) */
  rest: string;
  args: string[];
  switches: string[];
}

function parseCommand(text: string): Command {
  const m = /^\s*([^\s/\\.,;=+"]*)(.*)$/s.exec(text)!;
  const switches: string[] = [];
  const rest = m[2];
  const args = rest
    .replace(/\/[^\s/]*/g, (w) => {
      switches.push(w.slice(1).toUpperCase());
      return ' ';
    })
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return { word: m[1].toUpperCase(), rest, args, switches };
}

/** The text outside double quotes with `>`/`>>` and `<` taken out, and the `|` tail. */
function redirections(line: string): { command: string; out?: string; append: boolean; pipe?: string } {
  let command = '';
  let out: string | undefined;
  let append = false;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    if (quoted || (c !== '>' && c !== '<' && c !== '|')) {
      command += c;
      continue;
    }
    if (c === '|') return { command, out, append, pipe: line.slice(i + 1).trim() };
    const double = c === '>' && line[i + 1] === '>';
    const name = /^\s*([^\s<>|]*)/.exec(line.slice(i + (double ? 2 : 1)))!;
    if (c === '>') {
      out = name[1];
      append = double;
    }
    i += (double ? 2 : 1) + name[0].length - 1;
  }
  return { command, out, append };
}

/** Run a drive operation, turning a DOS error into COMMAND.COM's message for it. */
function attempt(message: string, action: () => string): string {
  try {
    return action();
  } catch (e) {
    if (e instanceof QBasicError) return message + CRLF;
    throw e;
  }
}

const lines = (list: string[]) => list.map((l) => l + CRLF).join('');

/** The bytes a file holds (as the runtime's byte string), up to a Ctrl+Z as TYPE reads it. */
function typed(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) {
    if (b === 0x1a) break;
    text += String.fromCharCode(b);
  }
  return text;
}

function bytesOf(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
}

/** The host path of the folder holding `spec` ('' for the root): where REN puts the new name. */
function folderOf(drive: DosDrive, spec: string): string {
  const path = drive.resolve(spec);
  return path.slice(0, Math.max(0, path.lastIndexOf('\\')));
}

function copy(drive: DosDrive, args: string[]): string {
  if (args.length === 0) return 'Required parameter missing' + CRLF;
  const [from, to = ''] = args;
  const folder = folderOf(drive, from);
  const names = drive.list(from).map((n) => (folder ? `${folder}\\${n}` : n));
  if (names.length === 0) return 'File not found - ' + from.toUpperCase() + CRLF;
  const target = drive.resolve(to);
  const intoFolder = to === '' || /[\\:]$/.test(to) || drive.isDirectory(target);
  let out = '';
  for (const n of names) {
    const dest = intoFolder ? (target ? `${target}\\` : '') + n.slice(n.lastIndexOf('\\') + 1) : target;
    if (dest === n) return 'File cannot be copied onto itself' + CRLF + '        0 file(s) copied' + CRLF;
    drive.write(`\\${dest}`, drive.read(`\\${n}`) ?? new Uint8Array());
    if (names.length > 1) out += n.slice(n.lastIndexOf('\\') + 1) + CRLF;
  }
  return out + `${String(names.length).padStart(9)} file(s) copied` + CRLF;
}

/** One internal command: what it prints (CRLF line ends). */
function internal(s: State, drive: DosDrive | undefined, cmd: Command): string {
  const { word, args } = cmd;
  const need = (): DosDrive => {
    if (!drive) throw new QBasicError(68);
    return drive;
  };
  switch (word) {
    case '':
    case 'REM':
    case 'EXIT':
      return '';
    case 'ECHO': {
      if (cmd.rest.trim() === '') return 'ECHO is on' + CRLF;
      return cmd.rest.slice(1) + CRLF;
    }
    case 'CLS':
      s.screen.cls(undefined);
      cursorMoved(s);
      return '';
    case 'PAUSE':
      putText(s, 'Press any key to continue . . .');
      waitKey(s);
      return CRLF;
    case 'DIR':
      return lines(dirListing(need(), args[0] ?? '', cmd.switches, s.host.now(), s.screen.textCols));
    case 'TYPE': {
      if (args.length === 0) return 'Required parameter missing' + CRLF;
      const bytes = /[*?]/.test(args[0]) ? undefined : need().read(args[0]);
      return bytes ? typed(bytes) : 'File not found - ' + args[0].toUpperCase() + CRLF;
    }
    case 'CD':
    case 'CHDIR': {
      const d = need();
      if (args.length === 0 || /^[a-zA-Z]:$/.test(args[0])) return d.where(args[0]?.[0].toUpperCase()) + CRLF;
      return attempt('Invalid directory', () => (d.chdir(args[0]), ''));
    }
    case 'MD':
    case 'MKDIR':
      if (args.length === 0) return 'Required parameter missing' + CRLF;
      return attempt('Unable to create directory', () => (need().mkdir(args[0]), ''));
    case 'RD':
    case 'RMDIR':
      if (args.length === 0) return 'Required parameter missing' + CRLF;
      return attempt(`Invalid path, not directory,${CRLF}or directory not empty`, () => (need().rmdir(args[0]), ''));
    case 'DEL':
    case 'ERASE':
      if (args.length === 0) return 'Required parameter missing' + CRLF;
      return attempt('File not found', () => (fileTable(s).kill(args[0]), ''));
    case 'REN':
    case 'RENAME': {
      if (args.length < 2) return 'Required parameter missing' + CRLF;
      const d = need();
      return attempt('Duplicate file name or file not found', () => {
        const folder = folderOf(d, args[0]);
        fileTable(s).rename(args[0], `\\${folder ? folder + '\\' : ''}${args[1]}`);
        return '';
      });
    }
    case 'COPY':
      return attempt('File not found', () => copy(need(), args));
    default:
      if (/^[A-Z]:$/.test(word) && cmd.rest.trim() === '') {
        need().setDrive(word[0]);
        return '';
      }
      return BAD_COMMAND + CRLF;
  }
}

/** Show a command's output on the screen, DOS line ends as the screen's. */
function show(s: State, text: string): void {
  if (text) putText(s, text.replace(/\r\n|\n/g, '\r'));
}

/** Run one command line. Like COMMAND.COM, the `>` file exists (empty) before the command runs. */
function runLine(s: State, line: string): void {
  const table = fileTable(s);
  table.flushAll();
  const drive = table.drive;
  const r = redirections(line);
  let before = '';
  if (r.out !== undefined) {
    try {
      if (!drive) throw new QBasicError(68);
      before = r.append ? typed(drive.read(r.out) ?? new Uint8Array()) : '';
      drive.write(r.out, bytesOf(before));
    } catch (e) {
      if (!(e instanceof QBasicError)) throw e;
      return show(s, 'File creation error' + CRLF);
    }
  }
  let text: string;
  try {
    text = internal(s, drive, parseCommand(r.command));
  } catch (e) {
    if (!(e instanceof QBasicError)) throw e;
    text = (e.code === 68 ? 'Invalid drive specification' : 'File not found') + CRLF;
  }
  if (r.pipe !== undefined) {
    const target = parseCommand(r.pipe).word;
    if (target === 'SORT') text = lines(text.split(CRLF).slice(0, -1).sort());
    else if (target !== 'MORE') text = BAD_COMMAND + CRLF;
  }
  if (r.out === undefined || !drive) show(s, text);
  else drive.write(r.out, bytesOf(before + text));
}

/** SHELL [command$]: run the command, or prompt for commands until EXIT. */
export function shell(s: State, command: string | undefined): void {
  if (command !== undefined) return runLine(s, command);
  putText(s, '\rType EXIT to return to the program.\r');
  for (;;) {
    putText(s, `\r${fileTable(s).drive?.where() ?? 'C:\\'}>`);
    const line = readLine(s, true);
    if (parseCommand(line).word === 'EXIT') return;
    runLine(s, line);
  }
}
