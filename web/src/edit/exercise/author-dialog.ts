// A teacher's side: write an exercise (title, task, starting program, checks), capture what a model
// solution prints or draws as the checks' expectations, then share it as a link, download it as a file
// (for `qbasic check-exercise`) or try it as a learner. Nothing leaves the browser: the link carries it.
import { formatExercise, parseExercise, type CheckKind, type ExerciseCheck } from '../../../../src/exercise/format.js';
import { procedureBlocks } from '../../../../src/exercise/lines.js';
import { button, download, element, openDialog } from '../dialog.js';
import { MAX_LINK_LENGTH, packText } from '../share.js';
import type { EditHost } from '../tools.js';
import { askExerciseWorker } from './checker.js';

/** The exercise being written, kept between openings of the dialog (and the page's reloads). */
const DRAFT_KEY = 'qbasic:exercise-draft';

function labelled(text: string, control: HTMLElement, className = ''): HTMLLabelElement {
  const label = element('label', `exercise-field ${className}`, text);
  label.append(control);
  return label;
}

function textArea(value: string, rows: number, className = ''): HTMLTextAreaElement {
  const area = element('textarea', className);
  area.rows = rows;
  area.value = value;
  area.spellcheck = false;
  return area;
}

function input(value: string): HTMLInputElement {
  const field = element('input');
  field.value = value;
  return field;
}

interface CheckForm {
  check: ExerciseCheck;
  root: HTMLElement;
}

const KIND_NAMES: Record<CheckKind, string> = { output: 'The output for given keys', screen: 'The screen it draws', program: 'A hidden check program' };

function loadDraft(): string {
  const saved = localStorage.getItem(DRAFT_KEY);
  if (saved) return saved;
  return formatExercise({
    title: 'My exercise', task: 'Say here what the program must do.', start: '',
    checks: [{ kind: 'output', name: 'Prints the right thing', keys: '', expected: '' }],
  });
}

export function showAuthorDialog(host: EditHost, tryIt: (text: string) => void): void {
  const { body, close } = openDialog('Make an exercise', 'exercise-author');
  const exercise = parseExercise(loadDraft());
  const title = input(exercise.title);
  const task = textArea(exercise.task, 4);
  const start = textArea(exercise.start, 4, 'code');
  const model = textArea(host.editor.text, 6, 'code');
  const checksList = element('ol', 'exercise-checks');
  const message = element('p', 'share-message');
  message.setAttribute('role', 'status');
  const forms: CheckForm[] = [];

  const current = () => ({ title: title.value.trim() || 'Exercise', task: task.value, start: start.value, checks: forms.map((f) => f.check) });
  const remember = () => localStorage.setItem(DRAFT_KEY, formatExercise(current()));

  const useEditor = (area: HTMLTextAreaElement) => button('Use the editor’s program', () => {
    area.value = host.editor.text;
    remember();
  });

  const addCheck = (check: ExerciseCheck) => {
    const root = element('li', 'exercise-check-form');
    const form: CheckForm = { check, root };
    forms.push(form);
    const kind = element('select');
    for (const [value, text] of Object.entries(KIND_NAMES)) kind.append(new Option(text, value, false, value === check.kind));
    const name = input(check.name);
    const keys = input(check.keys);
    keys.placeholder = 'e.g. 3{enter}4{enter}';
    const expected = textArea(check.expected ?? '', 4, 'code');
    const program = textArea(check.program ?? '', 4, 'code');
    const picture = element('p', 'exercise-picture-state');
    const expectedField = labelled('Expected output ', expected);
    const programField = labelled('Check program (runs with the learner’s SUBs and FUNCTIONs; a line starting FAIL fails it) ', program);
    const show = () => {
      check.kind = kind.value as CheckKind;
      expectedField.hidden = check.kind === 'screen';
      programField.hidden = check.kind !== 'program';
      picture.hidden = check.kind !== 'screen';
      picture.textContent = check.picture ? `Expected screen captured (${check.picture.split(' ')[0]})` : 'No screen captured yet: capture it from the model solution';
    };
    const sync = () => {
      check.name = name.value.trim() || 'Check';
      check.keys = keys.value.trim();
      check.expected = check.kind === 'screen' ? undefined : expected.value;
      check.program = check.kind === 'program' ? program.value : undefined;
      if (check.kind !== 'screen') check.picture = undefined;
      show();
      remember();
    };
    root.addEventListener('input', sync);
    root.addEventListener('change', sync);
    const capture = button('Capture from the model solution', async () => {
      sync();
      const source = check.kind === 'program' ? `${check.program}\n${procedureBlocks(model.value)}` : model.value;
      const reply = await askExerciseWorker({ type: 'capture', source, keys: check.keys });
      if (reply.type !== 'captured') return void (message.textContent = `Could not run the model solution: ${reply.type === 'failed' ? reply.message : ''}`);
      if (check.kind === 'screen') check.picture = reply.picture;
      else expected.value = reply.output;
      sync();
      message.textContent = reply.trouble ? `Captured, but the model solution had trouble: ${reply.trouble}` : `Captured “${check.name}” from the model solution`;
    }, 'Run the model solution with these keys and take what it prints (or draws) as expected');
    const remove = button('Remove', () => {
      forms.splice(forms.indexOf(form), 1);
      root.remove();
      remember();
    }, undefined, `Remove check ${check.name}`);
    const row = element('div', 'exercise-check-row');
    row.append(labelled('Kind ', kind), labelled('Name ', name), labelled('Keys typed (the --keys syntax) ', keys));
    const tools = element('div', 'help-tools');
    tools.append(capture, remove);
    root.append(row, expectedField, programField, picture, tools);
    sync();
    checksList.append(root);
  };
  exercise.checks.forEach(addCheck);

  const linkBox = textArea('', 3, 'share-link-text');
  linkBox.readOnly = true;
  const share = button('Share link', async () => {
    remember();
    const link = `${location.href.replace(/#.*$/, '')}#exercise=${packText(formatExercise(current()))}`;
    if (link.length > MAX_LINK_LENGTH) return void (message.textContent = `The link would be ${link.length} characters, more than ${MAX_LINK_LENGTH}: download the exercise file instead`);
    linkBox.value = link;
    linkBox.select();
    try {
      await navigator.clipboard.writeText(link);
      message.textContent = 'Link copied: a learner who opens it sees the task and a Check button';
    } catch {
      message.textContent = 'Select the link and copy it';
    }
  }, 'A link that opens this exercise for a learner (the exercise travels in the link)');
  const tryButton = button('Try it as a learner', () => {
    remember();
    close();
    tryIt(formatExercise(current()));
  });
  const file = button('Download the exercise file', () => {
    remember();
    const text = formatExercise(current());
    download(`${title.value.trim().replace(/\W+/g, '-').toLowerCase() || 'exercise'}.exercise`, new TextEncoder().encode(text), 'text/plain');
  }, 'For qbasic check-exercise EXERCISE SOLUTION.bas on a folder of submitted programs');
  const startTools = element('div', 'help-tools');
  startTools.append(useEditor(start));
  const modelTools = element('div', 'help-tools');
  modelTools.append(useEditor(model));
  const add = button('Add a check', () => {
    addCheck({ kind: 'output', name: `Check ${forms.length + 1}`, keys: '', expected: '' });
    remember();
  });
  const footer = element('div', 'help-tools');
  footer.append(share, tryButton, file);
  body.append(
    labelled('Title ', title), labelled('Task ', task), labelled('Starting program ', start), startTools,
    labelled('Model solution (stays here: used to capture the expected output and screens) ', model), modelTools,
    element('h3', '', 'Checks'), checksList, add, element('h3', '', 'Hand it out'), footer, labelled('Exercise link ', linkBox, 'share-link'), message,
  );
  body.addEventListener('input', remember);
  title.select();
}
