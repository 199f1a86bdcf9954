// The board's sounds and voice (ADR 0039). Browsers keep a page silent until a person touches it, so the
// board's first tap (tap-to-start.tsx) calls `unlockAudio()`; from then on one Web Audio context plays
// every sound at any moment, a 07:30 alarm included, which a fresh <audio> element could not. Sounds are
// fetched from the service worker's precache, so they play offline. Loudness is this tablet's preference
// (board-preferences.ts), applied live, so the settings' slider changes a ringing alarm at once.
import { readBoardPreferences, boardPreferences } from './board-preferences';

/** The soft chime of a finished timer or a test in the settings (scripts/sounds/generate-board-sounds.ts). */
export const CHIME_URL = '/sounds/board/chime.wav';

/** The silence between two rounds of a looping sound, so an alarm calls rather than drones. */
const LOOP_PAUSE_SECONDS = 1;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
let output: GainNode | null = null;
const bytes = new Map<string, Promise<ArrayBuffer>>();
const decoded = new Map<string, Promise<AudioBuffer>>();

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const withPrefix = window as typeof window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? withPrefix.webkitAudioContext;
}

function audio(): { context: AudioContext; output: GainNode } | null {
  if (context && output) return { context, output };
  const Context = audioContextClass();
  if (!Context) return null;
  context = new Context();
  output = context.createGain();
  output.gain.value = readBoardPreferences().volume;
  output.connect(context.destination);
  boardPreferences.subscribe(() => {
    if (context && output)
      output.gain.setTargetAtTime(readBoardPreferences().volume, context.currentTime, 0.05);
  });
  return { context, output };
}

/**
 * Lets the board make sounds and speak from now on. Call it inside a tap's event handler (the browser
 * allows sound only from there); later calls are harmless. Resolves once the sound is on.
 */
export async function unlockAudio(): Promise<void> {
  const sound = audio();
  if (sound) {
    // Safari unlocks a context only by playing something in the gesture itself: one silent sample.
    const silent = sound.context.createBufferSource();
    silent.buffer = sound.context.createBuffer(1, 1, 22_050);
    silent.connect(sound.output);
    silent.start();
  }
  if (typeof speechSynthesis !== 'undefined') {
    // The same for the voice: an empty, silent sentence spoken in the gesture.
    const utterance = new SpeechSynthesisUtterance('');
    utterance.volume = 0;
    speechSynthesis.speak(utterance);
  }
  await sound?.context.resume().catch(() => {});
}

/** Whether sounds can play now (the first tap has happened). */
export function isAudioUnlocked(): boolean {
  return context?.state === 'running';
}

/** Fetches a sound's file ahead of need, so a ring never waits for it. */
export function preloadSound(url: string): Promise<ArrayBuffer> {
  let loading = bytes.get(url);
  if (!loading) {
    loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.arrayBuffer();
    });
    // A failed fetch is tried again next time rather than remembered.
    loading.catch(() => bytes.delete(url));
    bytes.set(url, loading);
  }
  return loading;
}

function decode(target: AudioContext, url: string): Promise<AudioBuffer> {
  let buffer = decoded.get(url);
  if (!buffer) {
    // decodeAudioData detaches what it is given: it gets a copy, so the fetched bytes stay usable.
    buffer = preloadSound(url).then((data) => target.decodeAudioData(data.slice(0)));
    buffer.catch(() => decoded.delete(url));
    decoded.set(url, buffer);
  }
  return buffer;
}

/** The sound followed by a pause, as one buffer that loops without a gap in the timing. */
function withPause(target: AudioContext, sound: AudioBuffer): AudioBuffer {
  const padded = target.createBuffer(
    sound.numberOfChannels,
    sound.length + Math.round(LOOP_PAUSE_SECONDS * sound.sampleRate),
    sound.sampleRate,
  );
  for (let channel = 0; channel < sound.numberOfChannels; channel += 1) {
    padded.copyToChannel(sound.getChannelData(channel), channel);
  }
  return padded;
}

/** Plays a sound from `url`, again and again with a short pause between, until the returned function is called. */
export function loopSound(url: string): () => void {
  let stopped = false;
  let source: AudioBufferSourceNode | HTMLAudioElement | null = null;
  const sound = audio();
  if (sound) {
    decode(sound.context, url)
      .then((buffer) => {
        if (stopped) return;
        const node = sound.context.createBufferSource();
        node.buffer = withPause(sound.context, buffer);
        node.loop = true;
        node.connect(sound.output);
        node.start();
        source = node;
      })
      .catch((error: unknown) => console.warn('A board sound could not play', error));
  } else if (typeof Audio !== 'undefined') {
    // No Web Audio (very old browsers): an element, which plays only after the first tap.
    const element = new Audio(url);
    element.loop = true;
    element.volume = readBoardPreferences().volume;
    element.play().catch(() => {});
    source = element;
  }
  return () => {
    stopped = true;
    if (source instanceof AudioBufferSourceNode) source.stop();
    else source?.pause();
  };
}

/** Plays a sound from `url` once. */
export function playSound(url: string): void {
  const sound = audio();
  if (!sound) {
    if (typeof Audio === 'undefined') return;
    const element = new Audio(url);
    element.volume = readBoardPreferences().volume;
    element.play().catch(() => {});
    return;
  }
  decode(sound.context, url)
    .then((buffer) => {
      const node = sound.context.createBufferSource();
      node.buffer = buffer;
      node.connect(sound.output);
      node.start();
    })
    .catch((error: unknown) => console.warn('A board sound could not play', error));
}

/** The board's soft chime: a timer that ends, a test of the volume. */
export function playChime(): void {
  playSound(CHIME_URL);
}

/** Says `text` aloud at this tablet's volume, instead of whatever the board was saying. */
export function speak(text: string): void {
  if (typeof speechSynthesis === 'undefined') return;
  speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.volume = readBoardPreferences().volume;
  // A little slower than usual: the listener is three.
  utterance.rate = 0.9;
  speechSynthesis.speak(utterance);
}
