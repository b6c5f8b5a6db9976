// PNG helpers for golden images: decode, compare RGB, write the actual image and a diff.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PNG } from 'pngjs';

export interface Image {
  width: number;
  height: number;
  /** RGBA bytes */
  data: Uint8Array;
}

export function readPng(file: string): Image {
  const png = PNG.sync.read(fs.readFileSync(file));
  return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
}

export function writePng(file: string, img: Image): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const png = new PNG({ width: img.width, height: img.height });
  png.data = Buffer.from(img.data);
  fs.writeFileSync(file, PNG.sync.write(png));
}

/** Pixels whose RGB differ (alpha ignored); -1 when the sizes differ. */
export function countRgbDifferences(a: Image, b: Image): number {
  if (a.width !== b.width || a.height !== b.height) return -1;
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) n++;
  }
  return n;
}

/** Differences in red over a dimmed copy of the expected image. */
export function diffImage(expected: Image, actual: Image): Image {
  const out = new Uint8Array(actual.data.length);
  for (let i = 0; i < actual.data.length; i += 4) {
    const same = expected.data[i] === actual.data[i] && expected.data[i + 1] === actual.data[i + 1]
      && expected.data[i + 2] === actual.data[i + 2];
    const grey = ((expected.data[i] ?? 0) + (expected.data[i + 1] ?? 0) + (expected.data[i + 2] ?? 0)) / 12;
    out[i] = same ? grey : 255;
    out[i + 1] = same ? grey : 0;
    out[i + 2] = same ? grey : 0;
    out[i + 3] = 255;
  }
  return { width: actual.width, height: actual.height, data: out };
}
