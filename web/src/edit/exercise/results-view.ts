// What Check found, for a learner: each check passed or failed in words (not only colour), with the
// difference: the expected and printed lines side by side, or the two screens and the pixels that differ.
import type { CheckResult, ExerciseReport, Picture, PictureDifference } from '../../../../src/exercise/index.js';
import { outputLines } from '../../../../src/exercise/lines.js';
import { element } from '../dialog.js';

function pictureCanvas(picture: Picture, label: string, difference?: PictureDifference): HTMLElement {
  const figure = element('figure', 'exercise-picture');
  const canvas = element('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  const image = new ImageData(picture.width, picture.height);
  image.data.set(picture.rgba);
  if (difference) {
    // the learner's screen dimmed, the differing pixels bright red
    for (let p = 0; p < picture.width * picture.height; p++) {
      const i = p * 4;
      if (difference.mask[p]) image.data.set([255, 40, 40, 255], i);
      else for (let c = 0; c < 3; c++) image.data[i + c] = image.data[i + c]! >> 2;
    }
  }
  canvas.getContext('2d')!.putImageData(image, 0, 0);
  figure.append(canvas, element('figcaption', '', label));
  return figure;
}

function linesSideBySide(result: CheckResult): HTMLElement {
  const expected = outputLines(result.expected ?? '');
  const actual = outputLines(result.actual ?? '');
  const table = element('table', 'exercise-diff');
  const head = element('tr');
  head.append(element('th', '', 'Line'), element('th', '', 'Expected'), element('th', '', 'Your program printed'));
  table.createTHead().append(head);
  const body = table.createTBody();
  // the lines around the first difference (an endless loop may print thousands)
  const from = Math.max(0, (result.line ?? 1) - 6);
  const to = Math.min(Math.max(expected.length, actual.length), from + 40);
  for (let i = from; i < to; i++) {
    const row = element('tr', expected[i] === actual[i] ? '' : 'differs');
    const mark = expected[i] === actual[i] ? `${i + 1}` : `${i + 1} ≠`;
    row.append(element('td', '', mark), element('td', '', expected[i] ?? '(nothing)'), element('td', '', actual[i] ?? '(nothing)'));
    body.append(row);
  }
  return table;
}

function resultItem(result: CheckResult): HTMLElement {
  const item = element('li', `exercise-result ${result.passed ? 'passed' : 'failed'}`);
  const head = element('p', 'exercise-result-head');
  head.append(element('strong', '', result.passed ? '✓ Passed' : '✗ Failed'), ` ${result.check.name}: ${result.summary}`);
  item.append(head);
  if (result.passed) return item;
  if (result.expected !== undefined) item.append(linesSideBySide(result));
  else if (result.actual) item.append(element('pre', 'exercise-printed', result.actual));
  const pictures = result.pictures;
  if (pictures) {
    const row = element('div', 'exercise-pictures');
    row.append(pictureCanvas(pictures.expected, 'Expected screen'), pictureCanvas(pictures.actual, 'Your screen'));
    if (pictures.difference.sameSize) {
      row.append(pictureCanvas(pictures.actual, `${pictures.difference.count} differing pixels in red`, pictures.difference));
    }
    item.append(row);
  }
  return item;
}

/** The report as a heading line and a list of checks. */
export function reportView(report: ExerciseReport): HTMLElement[] {
  const passed = report.results.filter((r) => r.passed).length;
  const verdict = element('p', `exercise-verdict ${report.passed ? 'passed' : 'failed'}`,
    report.passed ? `${passed === 1 ? 'The check passes' : `All ${passed} checks pass`}. Well done!` : `${passed} of ${report.results.length} checks pass.`);
  const list = element('ul', 'exercise-results');
  for (const problem of report.problems) list.append(element('li', 'exercise-result failed', `✗ Your program has an error: ${problem}`));
  list.append(...report.results.map(resultItem));
  return [verdict, list];
}
