// JS twin of programs/inkey.bas: a polling loop over a key source that never has a key.
import { i16, i32, str } from './qb.mjs';

export const sizes = { full: 3000, quick: 20 };

export function run(size, inkey = () => '') {
  let n = 0;
  let c = 0;
  const limit = i32(size * 1000);
  do {
    const k = inkey();
    if (k !== '') c = i16(c + 1);
    n = i32(n + 1);
  } while (!(n >= limit));
  return { text: `${str(n)} ${str(c)} \n` };
}
