// The user's own programs, kept in the browser (localStorage) under names they choose with Save As.
const PREFIX = 'qbasic-ts:user-program:';
/** the name a user's program goes by in the page (`user:NAME`), beside the shipped programs' names */
export const USER_PREFIX = 'user:';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A program name as typed in Save As: trimmed, `.bas` dropped, at most 40 characters. */
export function cleanName(name: string): string {
  return name.trim().replace(/\.bas$/i, '').replace(/[\u0000-\u001f]/g, '').slice(0, 40).trim();
}

export function userPrograms(): string[] {
  const store = storage();
  if (!store) return [];
  const names: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) names.push(key.slice(PREFIX.length));
  }
  return names.sort((a, b) => a.localeCompare(b));
}

export function loadUserProgram(name: string): string | undefined {
  return storage()?.getItem(PREFIX + name) ?? undefined;
}

/** Keep a program; false when the browser refuses (storage full or disabled). */
export function saveUserProgram(name: string, text: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(PREFIX + name, text);
    return true;
  } catch {
    return false;
  }
}

export function deleteUserProgram(name: string): void {
  storage()?.removeItem(PREFIX + name);
}
