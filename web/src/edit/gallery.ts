// The gallery: the shipped programs and the short teaching examples (web/src/edit/examples/*.bas), each
// with a title, a line of description and a thumbnail of its screen (web/public/gallery/, made by
// scripts/gallery-thumbnails.mjs).
import { button, element, openDialog } from './dialog.js';
import { EXAMPLE_PREFIX, type EditHost } from './tools.js';

const exampleLoaders = import.meta.glob('./examples/*.bas', { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

const exerciseLoaders = import.meta.glob('../../../programs/exercises/*.exercise', { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

/** The shipped exercises (programs/exercises/*.exercise), in their files' order, with their titles. */
async function exercises(): Promise<{ title: string; text: string }[]> {
  const paths = Object.keys(exerciseLoaders).sort();
  return Promise.all(paths.map(async (path) => {
    const text = await exerciseLoaders[path]!();
    return { title: /^'@ exercise (.*)$/m.exec(text)?.[1] ?? path, text };
  }));
}

export interface Example {
  name: string;
  title: string;
  description: string;
  load(): Promise<string>;
}

/** The teaching examples; each file's first line is a comment `' Title: description`. */
export async function examples(): Promise<Example[]> {
  const found = await Promise.all(
    Object.entries(exampleLoaders).map(async ([path, load]) => {
      const text = await load();
      const first = /^'\s*([^:\n]+):\s*(.*)/.exec(text) ?? [];
      return { name: path.replace(/^.*\//, '').replace(/\.bas$/, ''), title: first[1] ?? path, description: first[2] ?? '', load };
    }),
  );
  return found.sort((a, b) => a.title.localeCompare(b.title));
}

function card(name: string, title: string, description: string, open: () => void, run: () => void): HTMLElement {
  const item = element('li', 'gallery-card');
  const picture = element('img');
  picture.src = `./gallery/${name}.png`;
  picture.alt = `The screen of ${title}`;
  picture.loading = 'lazy';
  const tools = element('div', 'gallery-tools');
  tools.append(button('Open', open, undefined, `Open ${title}`), button('Run', run, undefined, `Run ${title}`));
  const about = description.charAt(0).toUpperCase() + description.slice(1);
  item.append(picture, element('h3', '', title), element('p', '', about), tools);
  return item;
}

/** The gallery; `open` shows an example's text in the editor (false when the user kept the editor's text),
 *  `openExercise` an exercise's task beside it. */
export async function showGallery(
  host: EditHost, open: (name: string, text: string) => Promise<boolean>, openExercise: (text: string) => void,
): Promise<void> {
  const { body, close } = openDialog('Gallery', 'gallery-dialog');
  const shipped = element('ul', 'gallery-list');
  for (const name of host.shippedNames()) {
    const about = host.about?.(name) ?? { title: name, description: '' };
    const openProgram = async (run: boolean) => {
      close();
      if ((await host.openShipped(name)) && run) host.run();
    };
    shipped.append(card(name, about.title, about.description, () => void openProgram(false), () => void openProgram(true)));
  }
  const teaching = element('ul', 'gallery-list');
  for (const example of await examples()) {
    const openExample = async (run: boolean) => {
      close();
      if ((await open(`${EXAMPLE_PREFIX}${example.name}`, await example.load())) && run) host.run();
    };
    teaching.append(card(example.name, example.title, example.description, () => void openExample(false), () => void openExample(true)));
  }
  const tasks = element('ul', 'program-list');
  for (const exercise of await exercises()) {
    const item = element('li');
    item.append(button(exercise.title, () => {
      close();
      openExercise(exercise.text);
    }, 'An exercise: the task beside the editor, and a Check button'));
    tasks.append(item);
  }
  body.append(
    element('h3', 'gallery-heading', 'Short examples'), teaching,
    element('h3', 'gallery-heading', 'Exercises that check themselves'), tasks,
    element('h3', 'gallery-heading', 'Programs'), shipped,
  );
}
