// What the interpreter needs from the world around it. The core is synchronous: every method returns
// at once or blocks (a Web Worker with Atomics.wait, the CLI with synchronous reads, tests on a virtual
// clock). The CLI, the browser worker and the test host each implement this; nothing else is shared.

/**
 * Files on the host's drive. Names are paths from the drive's root, upper case, 8.3, with `\` between
 * directories (`DATA.TXT`, `SUB\A.DAT`): the runtime has resolved drive letters, `..` and the current
 * directory (runtime/files/dos-drive.ts).
 */
export interface HostFileSystem {
  /** the whole file, or undefined when it does not exist */
  read(name: string): Uint8Array | undefined;
  /** create or replace the whole file */
  write(name: string, data: Uint8Array): void;
  exists(name: string): boolean;
  remove(name: string): void;
  rename(from: string, to: string): void;
  /** names matching a DOS wildcard pattern such as `*.BAS` (FILES) */
  list(pattern: string): string[];
  mkdir?(path: string): void;
  rmdir?(path: string): void;
  /** whether a directory exists (CHDIR, FILES in a directory); without it every directory is taken to */
  isDirectory?(path: string): boolean;
}

export interface Host {
  /**
   * Text the program wrote to the screen (PRINT, WRITE, INPUT echo ...), in order, with "\n" at each line
   * end. The CLI copies it to stdout and the tests compare it; the screen itself is drawn by the runtime.
   */
  writeText(text: string): void;

  /**
   * The next key in the keyboard buffer as INKEY$ returns it ("" when none: one character, or CHR$(0) +
   * scan code for extended keys), or null when no key is waiting and none will ever come (a key script or
   * piped stdin used up): the runtime then ends the program normally. Never blocks for long; a host may
   * pause briefly after many empty polls in a row so that an INKEY$ loop leaves the CPU idle. A poll is a
   * good moment to show the screen (see present(), which INKEY$ does not call: polls are hot).
   */
  inkey(): string | null;

  /** Block until a key arrives and return it (INPUT, SLEEP, INPUT$); null when none will ever come. */
  waitKey(timeoutMs?: number): string | null;

  /** Seconds since midnight (TIMER rounds them down to whole ticks of the PC's 18.2 Hz clock). */
  timer(): number;

  /** The current local date and time (DATE$, TIME$). */
  now(): Date;

  /** Pause the program (SLEEP n, PLAY and SOUND in the foreground); may return early on a key press. */
  sleep(ms: number, wakeOnKey: boolean): void;

  /**
   * A tone of `frequency` Hz for `ms` milliseconds (SOUND, PLAY, BEEP); frequency 0 is a rest. It plays
   * after the tones before it and the program waits for it, except `background` ones (PLAY "MB"), which
   * the host queues without waiting (the runtime keeps count of them in program time).
   */
  tone?(frequency: number, ms: number, background?: boolean): void;

  /**
   * The screen changed and the program is at a point where it is good to show it (a wait for a key, the
   * end of the run). Hosts that share the framebuffer memory may ignore it.
   */
  present?(): void;

  /** Files; without it every file statement fails with `Path/File access error`. */
  files?: HostFileSystem;

  /** Called every so often while the program runs; returning true stops it (the CLI's Ctrl+C, tests). */
  shouldStop?(): boolean;

  /**
   * A cheap monotonic clock in milliseconds. With it, armed event traps (ON TIMER, ON KEY) look at TIMER
   * and the keyboard about once a millisecond; without it, every few hundred instructions (tests).
   */
  clockMs?(): number;

  /**
   * A host with a virtual clock: the program has run statements worth `ms` milliseconds since the start at
   * MachineOptions.speed (called before each look at the clock and every hundredth of a second's worth of
   * statements). Move the clock with it, so busy-wait loops, TIMER and ON TIMER advance together. Hosts on
   * the real clock leave it out: the machine then waits (sleep) whenever the program runs ahead of the pace.
   */
  paced?(ms: number): void;

  /** Like inkey(), but never pauses (event trapping polls the keyboard while the program is busy). */
  pollKey?(): string | null;

  /**
   * The mouse, for INT 33h (CALL INTERRUPT): the pointer's position in the current screen mode's pixels
   * (0..width-1, 0..height-1; text modes: pixels of the 8-pixel-wide character cells), the buttons held
   * (bit 0 left, bit 1 right, bit 2 middle), and how many presses and releases of each button the host
   * has seen since the run started (INT 33h functions 5 and 6 count them). Absent: no mouse is installed.
   * null: no input will ever come again (a used-up script), as inkey()'s null: the run ends.
   */
  mouse?(): HostMouse | null;

  /** INT 33h showed (true) or hid (false) the mouse pointer; the host draws it over the screen. */
  mousePointer?(visible: boolean): void;

  /** INT 33h function 4 put the pointer at (x, y), in the current mode's pixels as mouse() reports them. */
  moveMouse?(x: number, y: number): void;
}

export interface HostMouse {
  x: number;
  y: number;
  buttons: number;
  /** presses[b] / releases[b]: counts for button b (0 left, 1 right, 2 middle) since the run started */
  presses: [number, number, number];
  releases: [number, number, number];
}
