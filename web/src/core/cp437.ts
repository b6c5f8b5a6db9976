// Code page 437, the character set of QBasic's screen and keyboard: Unicode <-> byte.

/** The characters of bytes 128..255. */
const HIGH_HALF =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const byteOf = new Map<string, number>([...HIGH_HALF].map((ch, i) => [ch, 128 + i]));

/** The CP437 byte for a typed character, or undefined when the code page has no such character. */
export function cp437Byte(ch: string): number | undefined {
  const code = ch.codePointAt(0);
  if (code === undefined || ch.length !== 1) return undefined;
  if (code < 128) return code;
  return byteOf.get(ch);
}

/** Bytes as a byte string: one character (char code 0..255) per byte, as the interpreter reads a listing. */
export function byteString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

/** A byte string (char codes 0..255) as Unicode text; control bytes stay as they are. */
export function cp437ToUnicode(bytes: string): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const code = bytes.charCodeAt(i);
    out += code >= 128 ? HIGH_HALF[code - 128] : bytes[i];
  }
  return out;
}

/** Editor text as the byte string the interpreter reads (characters CP437 lacks become `?`). */
export function unicodeToCp437(text: string): string {
  if (/^[\0-\x7f]*$/.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out += code < 128 ? ch : String.fromCharCode(byteOf.get(ch) ?? 63);
  }
  return out;
}
