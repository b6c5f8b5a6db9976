// programs/allegro-minesweeper.bas played with the mouse, as seed document 004 describes the game: a left
// click digs (a mine loses, and every mine is shown), a right click puts a flag and a second one takes it
// away, the pointer is hidden while the board is drawn and shown again after, and after a lost game
// clicks do nothing until Enter. The mines are wherever RND puts them, so the checks follow from the
// rules alone: clicking every cell in turn must hit one of the 30 mines.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';

const source = fs.readFileSync(path.join(import.meta.dirname, '../../programs/allegro-minesweeper.bas'), 'latin1');
/** Cell (i, j)'s centre in SCREEN 12 pixels: DECX = 155, DECY = 20, TCAR = 22 (the program's constants). */
const at = (i: number, j: number) => `${155 + 22 * i + 11},${20 + 22 * j + 11}`;
const everyCell = Array.from({ length: 300 }, (_, n) => `{click ${at(n % 15, Math.floor(n / 15))}}`).join('');
const count = (text: string, part: string) => text.split(part).length - 1;

describe('Allegro Minesweeper with the mouse (seed 004)', () => {
  it('loses once by left clicks on every cell, then ignores clicks; the pointer is hidden while drawing', () => {
    const r = runBasic(source, { keys: everyCell + '{esc}', maxSteps: 50_000_000 });
    expect(r.diagnostics).toEqual([]);
    expect(r.outcome?.kind).toBe('end');
    expect(count(r.output, 'Perdu! A mine.')).toBe(1);
    expect(r.output).not.toContain('Bravo');
    expect(r.output.endsWith('Au revoir.\n')).toBe(true);
    const shown = r.host.pointerShown;
    expect(shown.length).toBeGreaterThanOrEqual(3);
    shown.forEach((v, i) => expect(v).toBe(i % 2 === 0));
    expect(shown.at(-1)).toBe(false); // SCREEN 0 for "Au revoir." hid it (no block left on the text screen)
  });

  it("a mode change hides the pointer and gives the new mode's range, as the driver watching INT 10h does", () => {
    const program = [
      'TYPE RegType: ax AS INTEGER: bx AS INTEGER: cx AS INTEGER: dx AS INTEGER', 'bp AS INTEGER: si AS INTEGER: di AS INTEGER: flags AS INTEGER: END TYPE',
      'DIM r AS RegType', 'SCREEN 12', 'r.ax = 0: CALL INTERRUPT(&H33, r, r): r.ax = 1: CALL INTERRUPT(&H33, r, r)',
      'SCREEN 12', 'SCREEN 0', 'r.ax = 3: CALL INTERRUPT(&H33, r, r): PRINT r.cx; r.dx',
      'r.ax = 1: CALL INTERRUPT(&H33, r, r)',
    ].join('\n');
    const r = runBasic(program, { keys: '{mouse 600,400}' });
    expect(r.diagnostics).toEqual([]);
    expect(r.host.pointerShown).toEqual([true, false, true]); // SCREEN 12 again is no mode change; SCREEN 0 is
    expect(r.output.trim()).toBe('600  199'); // text mode's range: 25 rows of 8, y at most 199 (SCREEN 12's was 479)
  });

  it('flags with a right click and unflags with a second', () => {
    const flagged = runBasic(source, { keys: `{rclick ${at(0, 0)}}`, maxSteps: 50_000_000 });
    expect(flagged.machine!.screen.point(155 + 11, 20 + 11)).toBe(14);
    const unflagged = runBasic(source, { keys: `{rclick ${at(0, 0)}}{rclick ${at(0, 0)}}`, maxSteps: 50_000_000 });
    expect(unflagged.machine!.screen.point(155 + 11, 20 + 11)).toBe(0);
  });

  it('keeps the keys working beside the mouse: Enter starts a new game, an arrow and Space dig', () => {
    const r = runBasic(source, { keys: `{mouse ${at(3, 3)}}{enter}{right} `, maxSteps: 50_000_000 });
    expect(r.diagnostics).toEqual([]);
    expect(count(r.output, 'mines')).toBe(2);
    // the pointer starts on the centre cell (7, 10); Space digs the one to its right: open (filled green, 10)
    // or showing its number (white, 15), or a mine (lost)
    const screen = r.machine!.screen;
    const lost = r.output.includes('Perdu!');
    const cell: number[] = [];
    for (let y = 1; y < 22; y++) for (let x = 1; x < 22; x++) cell.push(screen.point(155 + 8 * 22 + x, 20 + 10 * 22 + y));
    expect(lost || cell.includes(10) || cell.includes(15)).toBe(true);
  });
});
