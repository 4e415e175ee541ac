/** A short two-tone chime made with Web Audio (no sound file to ship). */
let context: AudioContext | null = null;

export function playWinSound(): void {
  const Ctor = globalThis.AudioContext;
  if (!Ctor) return;
  context ??= new Ctor();
  const ctx = context;
  void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.2, start + i * 0.15 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.15 + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + i * 0.15);
    osc.stop(start + i * 0.15 + 0.32);
  });
}
