// SOUND, PLAY and BEEP on the page: square-wave tones from Web Audio, queued one after another as the
// worker posts them (the worker blocks for each tone's length, so the two stay in step).

/** QBasic plays no tone below 37 Hz or at 32767 Hz: those are rests (SOUND help). */
function isRest(frequency: number): boolean {
  return frequency < 37 || frequency >= 32767;
}

export class TonePlayer {
  private context: AudioContext | undefined;
  private nextStart = 0;
  private readonly playing = new Set<OscillatorNode>();

  private unlocking = false;

  /**
   * Browsers only allow sound after a user gesture: call this from key and pointer handlers. The context
   * is made just after the handler (the page keeps the gesture's activation), because making one can take
   * a long moment and must not delay the key or the Stop that caused the gesture.
   */
  unlock(): void {
    if (this.context) {
      if (this.context.state === 'suspended') void this.context.resume();
      return;
    }
    if (this.unlocking || typeof AudioContext === 'undefined') return;
    this.unlocking = true;
    setTimeout(() => {
      this.context = new AudioContext();
    }, 0);
  }

  play(frequency: number, ms: number): void {
    const ctx = this.context;
    if (!ctx || ctx.state !== 'running') return;
    const start = Math.max(ctx.currentTime, this.nextStart);
    this.nextStart = start + ms / 1000;
    if (isRest(frequency)) return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.value = frequency;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(ctx.destination);
    osc.onended = () => this.playing.delete(osc);
    this.playing.add(osc);
    osc.start(start);
    osc.stop(this.nextStart);
  }

  /** Silence everything queued (the program was stopped). */
  silence(): void {
    for (const osc of this.playing) osc.stop();
    this.playing.clear();
    this.nextStart = 0;
  }
}
