// A question with a few answers, as QBasic asks "Save it now?": a modal alert dialog named by its
// question, the first answer focused, Esc giving the last answer (Cancel).
import { button, element } from './dialog.js';

/** Ask, and resolve with the value of the answer chosen (Esc: `escape`, else the last answer's). */
export function ask<T extends string>(
  question: string, detail: string, answers: [label: string, value: T][], preview?: string, escape?: T,
): Promise<T> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.className = 'edit-dialog ask-dialog';
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-modal', 'true');
    const id = `ask-${Math.random().toString(36).slice(2)}`;
    const heading = element('h2', '', question);
    heading.id = `${id}-q`;
    const about = element('p', 'ask-detail', detail);
    about.id = `${id}-d`;
    dialog.setAttribute('aria-labelledby', heading.id);
    dialog.setAttribute('aria-describedby', about.id);
    const head = element('div', 'dialog-head');
    head.append(heading);
    const body = element('div', 'dialog-body');
    body.append(about);
    if (preview !== undefined) {
      const shown = element('pre', 'ask-preview', preview);
      shown.setAttribute('aria-label', 'The program’s first lines');
      body.append(shown);
    }
    let answer = escape ?? answers[answers.length - 1]![1];
    const row = element('div', 'ask-answers');
    row.append(...answers.map(([label, value]) => button(label, () => {
      answer = value;
      dialog.close();
    })));
    body.append(row);
    dialog.append(head, body);
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(answer);
    });
    document.body.append(dialog);
    dialog.showModal();
    (row.firstElementChild as HTMLElement | null)?.focus();
  });
}

/** The first lines of a text, for a question about it. */
export function firstLines(text: string, count = 4): string {
  const lines = text.split('\n');
  const shown = lines.slice(0, count).join('\n');
  return lines.length > count ? `${shown}\n…` : shown || '(empty)';
}
