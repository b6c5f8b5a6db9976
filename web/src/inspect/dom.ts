// A small element builder for the inspector's panels.

type Attrs = Record<string, string | number | boolean | undefined>;

/** `h('button', { type: 'button', 'aria-label': 'Next' }, 'Next')`: attributes, then children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K, attrs: Attrs = {}, ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children);
  return el;
}

/** A labelled control: `<label>text <control></label>`. */
export function labelled(text: string, control: HTMLElement, className = 'ins-field'): HTMLLabelElement {
  return h('label', { class: className }, h('span', {}, text), control);
}

export function button(text: string, title: string, action: () => void): HTMLButtonElement {
  const b = h('button', { type: 'button', title }, text);
  b.addEventListener('click', action);
  return b;
}
