// Synthesises the built-in alarm sounds (sync/domain/alarm-sounds.ts) into public/sounds/alarms/<id>.wav:
// gentle, mono, 22.05 kHz 16-bit, a few seconds each, every note with a soft attack and a decay, the whole
// normalised below full scale so nothing clips. Our own sounds, made from sine waves, so nothing needs a
// licence. Deterministic: running it again writes the same bytes. `npx tsx scripts/sounds/generate-alarm-sounds.ts`
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALARM_SOUNDS, type AlarmSoundId } from '@sync/domain/alarm-sounds';
import { encodeWav, SAMPLE_RATE } from './wav';

const OUT_DIR = join(import.meta.dirname, '../../public/sounds/alarms');
/** Peak level after normalising: about -4 dBFS, gentle and far from clipping. */
const PEAK = 0.62;
const TAU = 2 * Math.PI;

type Buffer32 = Float32Array;

function silence(seconds: number): Buffer32 {
  return new Float32Array(Math.round(seconds * SAMPLE_RATE));
}

/** A note frequency from a MIDI number (69 = A4 = 440 Hz). */
function midi(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

interface Partial {
  /** Frequency as a multiple of the note's. */
  ratio: number;
  gain: number;
  /** Decay time constant in seconds. */
  decay: number;
}

/** Adds a struck note: partials that start with a soft attack and decay exponentially. */
function strike(
  out: Buffer32,
  at: number,
  frequency: number,
  partials: readonly Partial[],
  { gain = 1, attack = 0.008, length = 3 }: { gain?: number; attack?: number; length?: number } = {},
): void {
  const start = Math.round(at * SAMPLE_RATE);
  const count = Math.min(out.length - start, Math.round(length * SAMPLE_RATE));
  for (let i = 0; i < count; i += 1) {
    const t = i / SAMPLE_RATE;
    const rise = Math.min(1, t / attack);
    let sample = 0;
    for (const partial of partials) {
      sample += partial.gain * Math.exp(-t / partial.decay) * Math.sin(TAU * frequency * partial.ratio * t);
    }
    out[start + i] = (out[start + i] ?? 0) + gain * rise * rise * sample;
  }
}

/** Fades the last `seconds` to silence, so the file never ends on a click. */
function fadeOut(out: Buffer32, seconds: number): void {
  const count = Math.round(seconds * SAMPLE_RATE);
  for (let i = 0; i < count; i += 1) {
    const index = out.length - count + i;
    out[index] = (out[index] ?? 0) * (1 - i / count);
  }
}

function normalise(out: Buffer32): Buffer32 {
  let peak = 0;
  for (const sample of out) peak = Math.max(peak, Math.abs(sample));
  if (peak > 0) for (let i = 0; i < out.length; i += 1) out[i] = ((out[i] ?? 0) / peak) * PEAK;
  return out;
}

// A few random numbers for the birds, from a fixed seed so the file is the same on every run.
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const GLASS: readonly Partial[] = [
  { ratio: 1, gain: 1, decay: 0.9 },
  { ratio: 2.76, gain: 0.25, decay: 0.35 },
  { ratio: 5.4, gain: 0.08, decay: 0.15 },
];

/** Three rising notes like a door chime, the last one left to ring. */
function chime(): Buffer32 {
  const out = silence(3);
  [76, 79, 84].forEach((note, index) => strike(out, index * 0.45, midi(note), GLASS, { length: 2.5 }));
  fadeOut(out, 0.3);
  return out;
}

/** Church-bell partials (hum, prime, minor third, fifth, octave), two bells answering each other. */
function bells(): Buffer32 {
  const bell: readonly Partial[] = [
    { ratio: 0.5, gain: 0.35, decay: 1.6 },
    { ratio: 1, gain: 1, decay: 1.1 },
    { ratio: 1.19, gain: 0.35, decay: 0.8 },
    { ratio: 1.5, gain: 0.25, decay: 0.6 },
    { ratio: 2, gain: 0.3, decay: 0.5 },
    { ratio: 2.99, gain: 0.12, decay: 0.25 },
  ];
  const out = silence(3.5);
  [
    [0, 79],
    [0.6, 74],
    [1.2, 79],
    [1.8, 74],
  ].forEach(([at = 0, note = 0], index) =>
    strike(out, at, midi(note), bell, { gain: index < 2 ? 1 : 0.7, attack: 0.004 }),
  );
  fadeOut(out, 0.4);
  return out;
}

/** A wooden bar: the fundamental and the fourth partial a marimba is tuned to, both short. */
function marimba(): Buffer32 {
  const bar: readonly Partial[] = [
    { ratio: 1, gain: 1, decay: 0.35 },
    { ratio: 3.93, gain: 0.3, decay: 0.08 },
    { ratio: 9.2, gain: 0.05, decay: 0.03 },
  ];
  const out = silence(2.6);
  const tune = [72, 76, 79, 84, 79, 76, 79, 84];
  tune.forEach((note, index) => strike(out, index * 0.22, midi(note), bar, { length: 1.2, attack: 0.004 }));
  fadeOut(out, 0.25);
  return out;
}

/** Little rising and falling whistles in three calls, like a bird at the window. */
function birdsong(): Buffer32 {
  const random = seededRandom(7);
  const out = silence(3);
  const calls = [0.05, 1.05, 2.0];
  for (const call of calls) {
    const chirps = 3 + Math.floor(random() * 3);
    for (let c = 0; c < chirps; c += 1) {
      const start = Math.round((call + c * 0.13) * SAMPLE_RATE);
      const length = Math.round((0.07 + random() * 0.04) * SAMPLE_RATE);
      const low = 2300 + random() * 600;
      const high = low + 1200 + random() * 900;
      let phase = 0;
      for (let i = 0; i < length && start + i < out.length; i += 1) {
        const progress = i / length;
        // Up then down, the shape of a whistle.
        const frequency = low + (high - low) * Math.sin(Math.PI * progress);
        phase += (TAU * frequency) / SAMPLE_RATE;
        const envelope = Math.sin(Math.PI * progress) ** 2;
        out[start + i] = (out[start + i] ?? 0) + 0.6 * envelope * Math.sin(phase);
      }
    }
  }
  fadeOut(out, 0.1);
  return out;
}

/** A warm major chord that swells in slowly, then a brighter one, then fades: waking like the sun. */
function sunrise(): Buffer32 {
  const out = silence(4);
  const chords = [
    { from: 0, to: 2.4, notes: [57, 64, 69, 73] },
    { from: 1.6, to: 4, notes: [62, 69, 74, 78] },
  ];
  for (const chord of chords) {
    const start = Math.round(chord.from * SAMPLE_RATE);
    const end = Math.round(chord.to * SAMPLE_RATE);
    for (let i = start; i < end && i < out.length; i += 1) {
      const progress = (i - start) / (end - start);
      // A slow swell and a slower fade: no edge anywhere.
      const envelope = Math.sin(Math.PI * progress) ** 2;
      const t = i / SAMPLE_RATE;
      let sample = 0;
      for (const note of chord.notes) {
        const frequency = midi(note);
        sample += Math.sin(TAU * frequency * t) + 0.2 * Math.sin(TAU * 2 * frequency * t);
      }
      out[i] = (out[i] ?? 0) + envelope * sample;
    }
  }
  return out;
}

/** A soft hand drum: a low thump whose pitch falls as it fades, in a friendly knock-knock rhythm. */
function drum(): Buffer32 {
  const out = silence(2.6);
  const hits = [
    [0, 1],
    [0.3, 0.7],
    [0.6, 1],
    [1.2, 1],
    [1.5, 0.7],
    [1.8, 1],
  ];
  for (const [at = 0, gain = 1] of hits) {
    const start = Math.round(at * SAMPLE_RATE);
    const length = Math.round(0.45 * SAMPLE_RATE);
    let phase = 0;
    for (let i = 0; i < length && start + i < out.length; i += 1) {
      const t = i / SAMPLE_RATE;
      const frequency = 90 + 90 * Math.exp(-t / 0.05);
      phase += (TAU * frequency) / SAMPLE_RATE;
      const envelope = Math.min(1, t / 0.004) * Math.exp(-t / 0.12);
      out[start + i] = (out[start + i] ?? 0) + gain * envelope * Math.sin(phase);
    }
  }
  fadeOut(out, 0.2);
  return out;
}

const SYNTHS: Record<AlarmSoundId, () => Buffer32> = { chime, bells, marimba, birdsong, sunrise, drum };

mkdirSync(OUT_DIR, { recursive: true });
let total = 0;
for (const sound of ALARM_SOUNDS) {
  const wav = encodeWav(normalise(SYNTHS[sound.id]()));
  writeFileSync(join(OUT_DIR, `${sound.id}.wav`), wav);
  total += wav.length;
  console.log(`${sound.id}.wav  ${(wav.length / 1024).toFixed(0)} KiB`);
}
console.log(`${ALARM_SOUNDS.length} sounds, ${(total / 1024).toFixed(0)} KiB in all`);
