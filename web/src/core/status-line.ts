// A status line is one line of fixed height (style.css, edit.css): a long message is cut with an
// ellipsis rather than wrapping the toolbar and moving the editor. Its full text is its title (the
// tooltip), kept in step with every change however it is written.
export function keepFullTextInTitle(line: HTMLElement): void {
  const sync = () => {
    line.title = line.textContent ?? '';
  };
  new MutationObserver(sync).observe(line, { childList: true, characterData: true, subtree: true });
  sync();
}
