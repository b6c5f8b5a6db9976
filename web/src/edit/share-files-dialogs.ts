// The Share dialog (a link carrying the program, copied) and the Files dialog (the program's drive:
// download what programs wrote, add data files).
import { driveName } from '../core/drive.js';
import { button, download, element, openDialog } from './dialog.js';
import { MAX_LINK_LENGTH, shareLink } from './share.js';
import type { EditHost } from './tools.js';

export function showShareDialog(text: string): void {
  const { body } = openDialog('Share', 'share-dialog');
  const base = location.href.replace(/#.*$/, '');
  const start = element('input');
  start.type = 'checkbox';
  const startLabel = element('label', '', ' Start the program at once');
  startLabel.prepend(start);
  const linkLabel = element('label', 'share-link', 'Share link');
  const link = element('textarea');
  link.readOnly = true;
  link.rows = 4;
  linkLabel.append(link);
  const message = element('p', 'share-message');
  message.setAttribute('role', 'alert');
  const copy = button('Copy', () => void copyLink());
  const update = () => {
    const url = shareLink(base, { text, run: start.checked });
    if (url.length > MAX_LINK_LENGTH) {
      link.value = '';
      copy.disabled = true;
      message.textContent = `This program is too long to share as a link: the link would be ${url.length} characters, more than the ${MAX_LINK_LENGTH} a link can safely carry. Download it and send the file instead.`;
      return false;
    }
    link.value = url;
    copy.disabled = false;
    message.textContent = '';
    return true;
  };
  const copyLink = async () => {
    link.select();
    try {
      await navigator.clipboard.writeText(link.value);
      message.textContent = 'Link copied.';
    } catch {
      message.textContent = 'Select the link and copy it (the browser did not allow copying).';
    }
  };
  start.addEventListener('change', () => update() && void copyLink());
  body.append(startLabel, linkLabel, copy, message);
  if (update()) void copyLink();
}

export function showFilesDialog(host: EditHost): void {
  const { body } = openDialog('Files', 'files-dialog');
  const list = element('ul', 'program-list');
  const render = () => {
    const names = Object.keys(host.files).sort();
    list.replaceChildren(...names.map((name) => {
      const item = element('li');
      const data = host.files[name]!;
      item.append(
        element('span', 'file-name', `${name} (${data.length} bytes)`),
        button('Download', () => download(name, data), undefined, `Download ${name}`),
        button('Delete', () => {
          host.putFile(name, null);
          render();
        }, undefined, `Delete ${name}`),
      );
      return item;
    }));
    if (names.length === 0) list.append(element('li', '', 'No files yet: files your program writes (OPEN ... FOR OUTPUT) appear here.'));
  };
  render();
  const label = element('label', 'upload', 'Add a data file…');
  const input = element('input');
  input.type = 'file';
  input.className = 'visually-hidden';
  input.addEventListener('change', async () => {
    for (const file of input.files ?? []) host.putFile(driveName(file.name), new Uint8Array(await file.arrayBuffer()));
    input.value = '';
    render();
  });
  label.append(input);
  body.append(element('p', '', 'The drive your programs read and write, kept in this browser.'), list, label);
}
