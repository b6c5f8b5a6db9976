// The player at desktop size (1280x800): every key to the program, New game, Speed, the mouse (INT 33h,
// the driver's pointer, the Allegro port), Pick another, runs from Edit, text modes and blinking, the page
// on a host without COOP/COEP headers, and <qbasic-player> on a plain page.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canvasPixels, waitForState } from './harness.js';
import {
  mouseWords, DESKTOP, KEYBOARD_KEYS, MOUSE_PROGRAM, SHOTS, allegroPoint, loseAllegroGame, openPage, playWonGame, screenPoint, usePlayerEnv,
} from './player-support.js';

const env = usePlayerEnv();

describe('the player on a desktop (1280x800)', () => {
  it('while a program runs in Play every key goes to it (Tab, F4, F5, F12, Ctrl+letters); Stop is the way out', async () => {
    const program = 'DO\n  k$ = INKEY$\n  IF LEN(k$) THEN PRINT LEN(k$); ASC(RIGHT$(k$, 1))\nLOOP\n';
    const { context, page, errors } = await openPage(env, DESKTOP, env.site.url, program);
    await waitForState(page, (d) => d.state === 'running');
    for (const key of ['Tab', 'F4', 'F5', 'F12', 'Control+s', 'Alt+x', 'Shift+Tab']) await page.keyboard.press(key);
    const state = await waitForState(page, (d) => d.output.split('\n').length > 7);
    expect(state.output).toBe(' 1  9 \n 2  62 \n 2  63 \n 2  134 \n 1  19 \n 2  45 \n 2  15 \n');
    expect(state).toMatchObject({ view: 'play', state: 'running', program: 'minesweeper' });
    await page.click('#stop');
    await waitForState(page, (d) => d.state === 'stopped');
    expect(await page.isVisible('#play-again')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Same first game keeps QBasic\'s own RND sequence for Play again; New game seeds it from the clock at once', async () => {
    const { context, page } = await openPage(env, DESKTOP, env.site.url, 'PRINT RND\n');
    // a new run starts after an await (the source, the shipped parse tree): until then the state is still
    // the last run's 'ended', so the next run is told by the count of runs started
    const runs = () => page.evaluate(() => (window as unknown as { qbasic: { runs: number } }).qbasic.runs);
    const runBy = async (control: string) => {
      const before = await runs();
      await page.click(control);
      await expect.poll(runs).toBeGreaterThan(before);
      return (await waitForState(page, (d) => d.state === 'ended')).output;
    };
    await waitForState(page, (d) => d.state === 'ended');
    await page.click('#play-settings');
    expect(await page.isChecked('#same-game')).toBe(true); // openPage keeps the listing's documented game
    expect(await runBy('#play-again')).toBe(' .7055475 \n'); // QBasic's first RND
    const fresh = [await runBy('#new-game'), (await page.waitForTimeout(60), await runBy('#new-game'))];
    expect(fresh[0]).not.toBe(' .7055475 \n');
    expect(fresh[1]).not.toBe(fresh[0]);
    expect(await runBy('#play-again')).toBe(' .7055475 \n');
    await page.click('#play-settings');
    await page.uncheck('#same-game');
    expect(await runBy('#play-again')).not.toBe(' .7055475 \n');
    expect(await page.evaluate(() => localStorage.getItem('qbasic-ts:fresh'))).toBe('1'); // remembered
    await context.close();
  });

  it('New game deals Minesweeper a different board at once, and the end card says how the run ended', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP);
    const runs = () => page.evaluate(() => (window as unknown as { qbasic: { runs: number } }).qbasic.runs);
    /** The board after digging the first cell (the listing lays its mines at the first dig). */
    const firstDig = async () => {
      await waitForState(page, (d) => d.state === 'running' && d.output.includes('CELLS:'));
      await page.keyboard.press('Space');
      await waitForState(page, (d) => d.output.includes('CLEARED:') && !d.output.endsWith('CLEARED: 0%\n') || d.state !== 'running');
      await page.waitForTimeout(100);
      return (await canvasPixels(page)).rgba;
    };
    const golden = await firstDig();
    const before = await runs();
    await page.click('#new-game');
    await expect.poll(runs).toBe(before + 1);
    const dealt = await firstDig();
    expect(Buffer.compare(Buffer.from(golden), Buffer.from(dealt))).not.toBe(0);
    await page.keyboard.press('Escape'); // the listing's Esc: the program ends by itself
    await waitForState(page, (d) => d.state === 'ended');
    expect(await page.getByRole('dialog', { name: 'The program ended by itself' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/qbasic-desktop-ended.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a program reads mouse clicks through CALL INTERRUPT &H33, and its pointer is drawn where the mouse is', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP, env.site.url, MOUSE_PROGRAM);
    await waitForState(page, (d) => d.output.includes('reset'));
    await page.mouse.move(...(await screenPoint(page, 150, 100)));
    const arrow = async () => {
      const { rgba } = await canvasPixels(page);
      const at = (x: number, y: number) => Array.from(rgba.subarray((y * 320 + x) * 4, (y * 320 + x) * 4 + 3));
      return [at(150, 100), at(151, 101), at(151, 100), at(152, 103)];
    };
    // the driver's arrow: black outline from the hot spot, white inside (the mode's colour 15)
    await expect.poll(arrow).toEqual([[0, 0, 0], [255, 255, 255], [0, 0, 0], [255, 255, 255]]);
    await page.screenshot({ path: `${SHOTS}/qbasic-mouse-pointer.png` });
    await page.mouse.click(...(await screenPoint(page, 100, 50)), { delay: 80 }); // held as a hand holds it
    await page.mouse.click(...(await screenPoint(page, 300, 190)), { button: 'right', delay: 80 });
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output).toBe('reset-1  2 \nleft 200  50 \nright 600  190 \nleft presses 1 \n');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Speed paces a program as an old PC would run it (a delay loop takes its time again)', async () => {
    const { context, page } = await openPage(env, DESKTOP, env.site.url, 't! = TIMER\nFOR i% = 1 TO 2000: NEXT\nPRINT USING "#.#"; TIMER - t!\n');
    const took = async () => Number((await waitForState(page, (d) => d.state === 'ended')).output.trim());
    expect(await took()).toBeLessThan(0.3); // full speed
    await page.selectOption('#speed', 'xt'); // about 4,000 statements a second
    await page.click('#play-again');
    await waitForState(page, (d) => d.state !== 'ended');
    const slow = await took();
    expect(slow).toBeGreaterThan(0.3);
    expect(slow).toBeLessThan(3);
    await context.close();
  });

  it('the Allegro port is played with mouse clicks: right click flags, left clicks dig until a mine is hit', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP, `${env.site.url}#allegro-minesweeper`);
    await loseAllegroGame(page, async (x, y, right) => {
      await page.mouse.click(...(await allegroPoint(page, x, y)), { button: right ? 'right' : 'left', delay: 80 });
    });
    await page.screenshot({ path: `${SHOTS}/qbasic-desktop-allegro-lost.png` });
    await page.keyboard.press('Escape');
    const end = await waitForState(page, (d) => d.state === 'ended');
    expect(end.output.endsWith('Au revoir.\n')).toBe(true);
    expect(await page.isVisible('#play-again')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the fullscreen button shows the player alone, the screen as large as the display allows', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP);
    await waitForState(page, (d) => d.state === 'running');
    await page.click('#fullscreen');
    await page.waitForFunction(() => document.fullscreenElement?.classList.contains('qb-player'));
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('screen')!.getBoundingClientRect().height))).toBe(800);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('screen'); // keys still go to the program
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mouse clicks on the canvas reach the program as INT 33h sees them', async () => {
    const { context, page } = await openPage(env, DESKTOP);
    await waitForState(page, (d) => d.state === 'running');
    await page.mouse.click(...(await screenPoint(page, 10, 20)));
    await page.mouse.click(...(await screenPoint(page, 319, 199)), { button: 'right' });
    const mouse = await mouseWords(page);
    expect(mouse).toEqual([319, 199, 0, 1, 1]);
    await context.close();
  });

  it('a finished program offers Pick another; the editor is downloaded only when Edit opens (F4)', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP, env.site.url, 'PRINT "short"\n');
    await waitForState(page, (d) => d.state === 'ended');
    await page.click('#pick-another');
    await page.click('#pick-list [data-program="ocaml-minesweeper"]');
    await waitForState(page, (d) => d.program === 'ocaml-minesweeper' && d.state === 'running');
    expect(await page.textContent('.qb-about h2')).toBe('Minesweeper by commands');
    const editorChunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/room-[^/]*\.js$/.test(e.name)).length);
    expect(await editorChunks()).toBe(0);
    await page.click('#stop');
    await page.keyboard.press('F4');
    await waitForState(page, (d) => d.view === 'edit');
    await page.waitForSelector('.cm-content');
    expect(await page.locator('.cm-line').first().textContent()).toMatch(/^' OCAML-MINESWEEPER\.BAS/);
    expect(await editorChunks()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/qbasic-desktop-edit.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a run started in Edit (F5) ends with QBasic\'s Press any key to continue, and a key returns to the editor', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP, env.site.url, 'PRINT "from the editor"\n');
    await waitForState(page, (d) => d.state === 'ended');
    await page.click('#see-code');
    await page.waitForSelector('.cm-content');
    await page.keyboard.press('F5');
    await waitForState(page, (d) => d.view === 'play' && d.state === 'ended' && d.output.includes('from the editor'));
    expect(await page.isVisible('#play-again')).toBe(false); // no end card: the prompt is on the screen
    await page.keyboard.press('Space');
    await waitForState(page, (d) => d.view === 'edit');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows text modes as a VGA does (9-pixel cells, 40 columns doubled), scaled to the window like graphics', async () => {
    const { context, page } = await openPage(env, DESKTOP, env.site.url, 'WIDTH 40\nCOLOR 14, 1\nPRINT "HI"\nSLEEP 1\nWIDTH 80, 50\nPRINT "HI"\nSLEEP 1\n');
    const shape = () => page.evaluate(() => {
      const canvas = document.getElementById('screen') as HTMLCanvasElement;
      return [canvas.width, canvas.height, Math.round(canvas.getBoundingClientRect().width)];
    });
    await waitForState(page, (d) => d.output.includes('HI'));
    await page.waitForTimeout(100);
    expect(await shape()).toEqual([720, 400, 720]); // 1020 px of room beside how to play: a whole number, 1
    await page.screenshot({ path: `${SHOTS}/qbasic-text-40.png` });
    await waitForState(page, (d) => d.output.split('HI').length === 3);
    await page.waitForTimeout(100);
    expect((await shape()).slice(0, 2)).toEqual([720, 400]);
    await context.close();
  });

  it('blinks SCREEN 0 characters whose attribute has the blink bit (COLOR 16-31), and only those', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP, env.site.url, 'COLOR 30, 1: PRINT "BLINK"\nCOLOR 14, 1: PRINT "STILL"\nDO: LOOP WHILE INKEY$ = ""\n');
    await waitForState(page, (d) => d.state === 'running' && d.output.includes('STILL'));
    const yellowIn = (row: number) => page.evaluate((r) => {
      const canvas = document.getElementById('screen') as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, r * 16, 45, 16).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! < 100) count++;
      return count;
    }, row);
    const blinking = new Set<boolean>();
    const still = new Set<number>();
    for (let i = 0; i < 16; i++) {
      blinking.add((await yellowIn(0)) > 0);
      still.add(await yellowIn(1));
      await page.waitForTimeout(90);
    }
    expect([...blinking].sort()).toEqual([false, true]);
    expect(still.size).toBe(1);
    expect([...still][0]).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs on a host that sends no COOP/COEP headers, and plays the golden won game there', async () => {
    const { context, page, errors } = await openPage(env, DESKTOP, env.plain.url);
    await playWonGame(page, async (key) => {
      if (KEYBOARD_KEYS[key]) await page.keyboard.press(KEYBOARD_KEYS[key]!);
      else await page.keyboard.type(key);
    });
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true); // through the service worker
    await page.screenshot({ path: `${SHOTS}/qbasic-plain-host-won.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('<qbasic-player src> on a plain page runs a program with its keys', async () => {
    writeFileSync(join(env.plain.dir!, 'hello.bas'), 'SCREEN 13\nPRINT "HELLO FROM BASIC"\nLINE INPUT a$\nPRINT "typed "; a$\n');
    writeFileSync(join(env.plain.dir!, 'embed.html'), [
      '<!doctype html><title>A blog post</title><link rel="icon" href="data:,"><p>My program:</p>',
      '<qbasic-player src="hello.bas" style="width: 640px; height: 400px"></qbasic-player>',
      '<script type="module" src="qbasic-player.js"></script>',
    ].join('\n'));
    const { context, page, errors } = await openPage(env, DESKTOP, `${env.plain.url}embed.html`);
    const output = () => page.evaluate(() => document.querySelector('qbasic-player')?.player?.output ?? '');
    await expect.poll(output, { timeout: 15_000 }).toContain('HELLO FROM BASIC');
    await page.click('qbasic-player');
    await page.keyboard.type('hi');
    await page.keyboard.press('Enter');
    await expect.poll(output).toContain('typed hi');
    await page.screenshot({ path: `${SHOTS}/qbasic-embed.png` });
    expect(await page.evaluate(() => document.querySelector('qbasic-player')!.shadowRoot!.querySelector('#play-again')!.checkVisibility())).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
