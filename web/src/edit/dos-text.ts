// Program files as DOS kept them: bytes in code page 437 with CR LF line ends (and maybe a Ctrl+Z at the
// end), and as the editor wants them: Unicode with LF. Uploads may also be UTF-8: we tell them apart.
import { byteString, cp437ToUnicode, unicodeToCp437 } from '../core/cp437.js';

/** Editor text as the bytes of a DOS file: CP437 (characters it lacks become `?`), CR LF line ends. */
export function toDosFile(text: string): Uint8Array {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n?$/, '\n');
  const bytes = unicodeToCp437(text === '' ? '' : lines.replace(/\n/g, '\r\n'));
  return Uint8Array.from(bytes, (ch) => ch.charCodeAt(0));
}

export type Encoding = 'utf-8' | 'cp437';

/** Which encoding a file's bytes are in: UTF-8 when they decode as UTF-8 (plain ASCII counts as
 *  both), else CP437, where every byte is a character. */
export function detectEncoding(bytes: Uint8Array): Encoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'cp437';
  }
}

/** A program file's bytes as editor text: decoded, without a byte-order mark or a trailing Ctrl+Z,
 *  line ends made LF. */
export function fromProgramFile(bytes: Uint8Array): { text: string; encoding: Encoding } {
  const encoding = detectEncoding(bytes);
  let text: string;
  if (encoding === 'utf-8') text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  else text = cp437ToUnicode(byteString(bytes));
  return { text: text.replace(/\x1a[\s\S]*$/, '').replace(/\r\n?/g, '\n'), encoding };
}

/** A name fit for a DOS file: up to 8 letters, digits or _ and the extension (default .BAS). */
export function dosFileName(name: string, extension = 'BAS'): string {
  const stem = name.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 8).toUpperCase() || 'PROGRAM';
  return `${stem}.${extension}`;
}
