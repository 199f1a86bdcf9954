// Synthesises the board's own short sounds into public/sounds/board/: the soft chime that ends a timer or
// answers a test in the board's settings (ADR 0039). Like the alarm sounds (ADR 0029): our own, made from
// sine waves, mono 22.05 kHz 16-bit, deterministic, precached by the service worker so it plays offline.
// `npx tsx scripts/sounds/generate-board-sounds.ts`
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeWav, SAMPLE_RATE } from './wav';

const OUT_DIR = join(import.meta.dirname, '../../public/sounds/board');
/** Quieter than the alarms (about -6 dBFS): a chime answers, it does not call. */
const PEAK = 0.5;
const TAU = 2 * Math.PI;

/** A note frequency from a MIDI number (69 = A4 = 440 Hz). */
function midi(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** Adds a soft glass-like note: a quick rise, then the fundamental and two overtones dying away. */
function note(out: Float32Array, at: number, frequency: number, gain: number): void {
  const start = Math.round(at * SAMPLE_RATE);
  for (let i = 0; start + i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const rise = Math.min(1, t / 0.012);
    const sample =
      Math.exp(-t / 0.6) * Math.sin(TAU * frequency * t) +
      0.2 * Math.exp(-t / 0.25) * Math.sin(TAU * frequency * 2.76 * t) +
      0.05 * Math.exp(-t / 0.1) * Math.sin(TAU * frequency * 5.4 * t);
    out[start + i] = (out[start + i] ?? 0) + gain * rise * rise * sample;
  }
}

/** Two notes a sixth apart, the second softer: "all done". */
function chime(): Float32Array {
  const out = new Float32Array(Math.round(1.6 * SAMPLE_RATE));
  note(out, 0, midi(79), 1);
  note(out, 0.22, midi(84), 0.8);
  // Fade the tail so the file never ends on a click.
  const fade = Math.round(0.3 * SAMPLE_RATE);
  for (let i = 0; i < fade; i += 1) {
    const index = out.length - fade + i;
    out[index] = (out[index] ?? 0) * (1 - i / fade);
  }
  let peak = 0;
  for (const sample of out) peak = Math.max(peak, Math.abs(sample));
  return out.map((sample) => (sample / peak) * PEAK);
}

mkdirSync(OUT_DIR, { recursive: true });
const wav = encodeWav(chime());
writeFileSync(join(OUT_DIR, 'chime.wav'), wav);
console.log(`chime.wav  ${(wav.length / 1024).toFixed(0)} KiB`);
