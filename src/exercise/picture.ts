// A screen as an exercise keeps it: its size, its colours and runs of pixels, as one line of text
// (`320x200 000000,ffffff 500*0 3*1 ...`: a run is COUNT*COLOUR, or COLOUR alone for one pixel), and the
// comparison of two screens pixel by pixel.

export interface Picture {
  width: number;
  height: number;
  /** 4 bytes a pixel, as GraphicsDevice.toRGBA gives them */
  rgba: Uint8Array;
}

const hex = (rgba: Uint8Array, i: number) =>
  ((rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!).toString(16).padStart(6, '0');

export function encodePicture(picture: Picture): string {
  const colours: string[] = [];
  const index = new Map<string, number>();
  const runs: string[] = [];
  const pixels = picture.width * picture.height;
  let run = 0;
  let last = -1;
  const flush = () => {
    if (run) runs.push(run === 1 ? `${last}` : `${run}*${last}`);
  };
  for (let p = 0; p < pixels; p++) {
    const colour = hex(picture.rgba, p * 4);
    let c = index.get(colour);
    if (c === undefined) {
      c = colours.push(colour) - 1;
      index.set(colour, c);
    }
    if (c === last) run++;
    else {
      flush();
      last = c;
      run = 1;
    }
  }
  flush();
  return `${picture.width}x${picture.height} ${colours.join(',')} ${runs.join(' ')}`;
}

/** The picture in `text`; throws an Error saying what is wrong when it is not one. */
export function decodePicture(text: string): Picture {
  const [size, colourList, ...runs] = text.trim().split(/\s+/);
  const m = /^(\d+)x(\d+)$/.exec(size ?? '');
  if (!m || !colourList) throw new Error('a picture starts with WIDTHxHEIGHT and its colours');
  const width = Number(m[1]);
  const height = Number(m[2]);
  const colours = colourList.split(',').map((c) => parseInt(c, 16));
  const rgba = new Uint8Array(width * height * 4);
  let p = 0;
  for (const run of runs) {
    const [count, colour] = run.includes('*') ? run.split('*').map(Number) : [1, Number(run)];
    const rgb = colours[colour!];
    if (rgb === undefined || !(count! > 0) || p + count! > width * height) throw new Error(`bad run '${run}' in the picture`);
    for (let i = 0; i < count!; i++, p++) {
      rgba[p * 4] = rgb >> 16;
      rgba[p * 4 + 1] = (rgb >> 8) & 255;
      rgba[p * 4 + 2] = rgb & 255;
      rgba[p * 4 + 3] = 255;
    }
  }
  if (p !== width * height) throw new Error(`the picture has ${p} pixels, not ${width * height}`);
  return { width, height, rgba };
}

/** Where two pictures differ: the count, the first few places, and a mask (1 where they differ). */
export interface PictureDifference {
  sameSize: boolean;
  count: number;
  /** the first differing pixels, [x, y] */
  first: [number, number][];
  mask: Uint8Array;
}

export function comparePictures(expected: Picture, actual: Picture): PictureDifference {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { sameSize: false, count: expected.width * expected.height, first: [], mask: new Uint8Array(0) };
  }
  const pixels = expected.width * expected.height;
  const mask = new Uint8Array(pixels);
  const first: [number, number][] = [];
  let count = 0;
  for (let p = 0; p < pixels; p++) {
    const i = p * 4;
    if (expected.rgba[i] === actual.rgba[i] && expected.rgba[i + 1] === actual.rgba[i + 1] && expected.rgba[i + 2] === actual.rgba[i + 2]) continue;
    mask[p] = 1;
    if (count++ < 5) first.push([p % expected.width, Math.floor(p / expected.width)]);
  }
  return { sameSize: true, count, first, mask };
}
