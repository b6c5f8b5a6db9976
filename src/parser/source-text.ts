// Statements whose text the lexer keeps whole: comments (with metacommands) and DATA.
import type { DataStmt, Loc, Stmt } from './ast.js';

const META = /^\s*\$(DYNAMIC|STATIC|INCLUDE)\b(?:\s*:\s*'([^'\r\n]*)'?)?/i;

/** A `'` or REM comment as RemStmt, or MetaStmt for `'$DYNAMIC`, `'$STATIC`, `'$INCLUDE: 'file'`. */
export function commentStmt(image: string, loc: Loc): Stmt {
  const text = image.startsWith("'") ? image.slice(1) : image.slice(3);
  const meta = META.exec(text);
  if (!meta) return { kind: 'rem', text, loc };
  const name = meta[1].toUpperCase() as 'DYNAMIC' | 'STATIC' | 'INCLUDE';
  return meta[2] === undefined ? { kind: 'meta', name, loc } : { kind: 'meta', name, arg: meta[2].trim(), loc };
}

/** DATA items as QBasic reads them: split at commas outside quotes; unquoted items trimmed. */
export function dataStmt(image: string, loc: Loc): DataStmt {
  const body = image.slice(4);
  const items: DataStmt['items'] = [];
  if (body.trim() === '') return { kind: 'data', items, loc };
  let pos = 0;
  for (;;) {
    while (body[pos] === ' ' || body[pos] === '\t') pos++;
    if (body[pos] === '"') {
      const close = body.indexOf('"', pos + 1);
      const end = close < 0 ? body.length : close;
      items.push({ text: body.slice(pos + 1, end), quoted: true });
      pos = end + 1;
      const comma = body.indexOf(',', pos);
      pos = comma < 0 ? body.length : comma;
    } else {
      const comma = body.indexOf(',', pos);
      const end = comma < 0 ? body.length : comma;
      items.push({ text: body.slice(pos, end).replace(/[ \t]+$/, ''), quoted: false });
      pos = end;
    }
    if (pos >= body.length) break;
    pos++;
  }
  return { kind: 'data', items, loc };
}
