// The board's voice: the browser's own speech synthesis (no recording, nothing leaves the tablet). A
// browser without it, or one that refuses, stays silent; the board shows everything it says anyway. It
// speaks at this tablet's volume (board-preferences.ts), like every other board sound.
import { readBoardPreferences } from './board-preferences';

/** How a sentence is said. */
export interface SpeakOptions {
  /** Speed, 1 being the voice's normal; the board speaks a little slower for small children. */
  rate?: number;
  /** Pitch, 1 being the voice's normal. */
  pitch?: number;
  /** 0 to 1; this tablet's volume setting unless given. */
  volume?: number;
  /** A BCP 47 language tag; the page's language unless given. */
  lang?: string;
}

/** A child of three follows speech best a little slower than an adult's. */
export const CHILD_SPEECH_RATE = 0.9;

function synthesis(): SpeechSynthesis | undefined {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return undefined;
  if (typeof SpeechSynthesisUtterance === 'undefined') return undefined;
  return window.speechSynthesis;
}

/** Whether this browser can speak. */
export function isSpeechAvailable(): boolean {
  return synthesis() !== undefined;
}

/** The language the board speaks: the option, else the page's, else English. */
function languageOf(options: SpeakOptions): string {
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return options.lang ?? (page === '' ? 'en' : page);
}

/**
 * Says `text` aloud, interrupting whatever the board was saying (a child tapping twice wants the new
 * sentence, not a queue). A silent no-op where speech is unavailable or fails.
 */
export function speak(text: string, options: SpeakOptions = {}): void {
  const speech = synthesis();
  if (speech === undefined || text.trim() === '') return;
  try {
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    const lang = languageOf(options);
    utterance.lang = lang;
    utterance.rate = options.rate ?? CHILD_SPEECH_RATE;
    utterance.pitch = options.pitch ?? 1.05;
    utterance.volume = options.volume ?? readBoardPreferences().volume;
    const base = lang.split('-')[0]?.toLowerCase() ?? 'en';
    // Prefer a voice on the device itself (it works offline) in the board's language.
    const voices = (typeof speech.getVoices === 'function' ? speech.getVoices() : []).filter((voice) =>
      voice.lang.toLowerCase().startsWith(base),
    );
    const voice = voices.find((candidate) => candidate.localService) ?? voices[0];
    if (voice !== undefined) utterance.voice = voice;
    speech.speak(utterance);
  } catch {
    // Speech is a nicety: a browser that throws (no voices, a policy) leaves the board silent.
  }
}

/** Stops anything the board is saying. */
export function stopSpeaking(): void {
  try {
    synthesis()?.cancel();
  } catch {
    // Nothing was being said.
  }
}
