// A modal dialog for the Edit room's windows (help, open, share, files ...): a native <dialog>, named by
// its heading, closed by Esc or its Close button, removed from the page when it closes.

export interface OpenDialog {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  close(): void;
}

let dialogCount = 0;

export function openDialog(title: string, className: string, onClose?: () => void): OpenDialog {
  const dialog = document.createElement('dialog');
  dialog.className = `edit-dialog ${className}`;
  const headingId = `edit-dialog-${++dialogCount}`;
  dialog.setAttribute('aria-labelledby', headingId);
  const header = document.createElement('div');
  header.className = 'dialog-head';
  const heading = document.createElement('h2');
  heading.id = headingId;
  heading.textContent = title;
  const close = button('Close', () => dialog.close());
  close.className = 'dialog-close';
  header.append(heading, close);
  const body = document.createElement('div');
  body.className = 'dialog-body';
  dialog.append(header, body);
  dialog.addEventListener('close', () => {
    dialog.remove();
    onClose?.();
  });
  document.body.append(dialog);
  dialog.showModal();
  return { dialog, body, close: () => dialog.close() };
}

/** A button with a text and an action; `title` is its tooltip, `name` its accessible name when the text
 *  alone is ambiguous (`Delete` in a list: `Delete SCORES.TXT`). */
export function button(text: string, action: () => void, title?: string, name?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  if (title) element.title = title;
  if (name) element.setAttribute('aria-label', name);
  element.addEventListener('click', action);
  return element;
}

/** An element with a class and text (never markup). */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text) made.textContent = text;
  return made;
}

/** Offer bytes as a file download. */
export function download(name: string, bytes: Uint8Array, type = 'application/octet-stream'): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
