// Share links: the program deflated (fflate) and base64url-encoded into the address's fragment, which
// never reaches a server. Opening a link only ever puts its text into the editor.
import { byteString } from '../core/cp437.js';
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';

/** Longer links are refused: chat programs and mail clients cut or reject links far shorter than what
 *  browsers accept. */
export const MAX_LINK_LENGTH = 16_000;

export interface SharedProgram {
  text: string;
  run: boolean;
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(byteString(bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** A text deflated and base64url-encoded, for an address's fragment. */
export function packText(text: string): string {
  return toBase64Url(deflateSync(strToU8(text), { level: 9 }));
}

/** The text packText packed; throws when the code is damaged. */
export function unpackText(code: string): string {
  return strFromU8(inflateSync(fromBase64Url(code)));
}

/** The link for a program on the page at `base` (its address without the fragment). */
export function shareLink(base: string, program: SharedProgram): string {
  return `${base}#code=${packText(program.text)}${program.run ? '&run=1' : ''}`;
}

/** The program in a fragment (`#code=...[&run=1]`), undefined when there is none or it is damaged. */
export function readShareFragment(fragment: string): SharedProgram | undefined {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const code = params.get('code');
  if (!code) return undefined;
  try {
    return { text: unpackText(code), run: params.get('run') === '1' };
  } catch {
    return undefined;
  }
}
