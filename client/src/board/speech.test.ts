// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { CHILD_SPEECH_RATE, isSpeechAvailable, speak } from './speech';

class FakeUtterance {
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  voice: { lang: string; localService: boolean; name: string } | null = null;
  constructor(readonly text: string) {}
}

function installSpeech(voices: { lang: string; localService: boolean; name: string }[]) {
  const calls: string[] = [];
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    cancel: () => calls.push('cancel'),
    speak: (utterance: FakeUtterance) => {
      calls.push('speak');
      spoken.push(utterance);
    },
    getVoices: () => voices,
  };
  Object.assign(globalThis, {
    window: { speechSynthesis: synthesis },
    SpeechSynthesisUtterance: FakeUtterance,
  });
  return { calls, spoken };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'SpeechSynthesisUtterance');
});

describe("the board's voice", () => {
  it('stays silent, without failing, where the browser cannot speak', () => {
    expect(isSpeechAvailable()).toBe(false);
    expect(() => speak("It's seven o'clock.")).not.toThrow();
  });

  it('interrupts what it was saying and speaks slowly enough for a small child', () => {
    const { calls, spoken } = installSpeech([]);
    expect(isSpeechAvailable()).toBe(true);
    speak('Sunny and 18 degrees.');
    expect(calls).toEqual(['cancel', 'speak']);
    expect(spoken[0]).toMatchObject({ text: 'Sunny and 18 degrees.', rate: CHILD_SPEECH_RATE, lang: 'en' });
    // This tablet's volume from the board's settings, 0.8 until a grown-up changes it.
    expect(spoken[0]?.volume).toBe(0.8);
  });

  it("prefers a voice of the board's language that works on the device itself", () => {
    const voices = [
      { lang: 'fr-FR', localService: true, name: 'Amélie' },
      { lang: 'en-US', localService: false, name: 'Cloud' },
      { lang: 'en-GB', localService: true, name: 'Local' },
    ];
    const { spoken } = installSpeech(voices);
    speak("It's quarter past seven.", { volume: 0.5 });
    expect(spoken[0]?.voice?.name).toBe('Local');
    expect(spoken[0]?.volume).toBe(0.5);
  });

  it('says nothing for an empty sentence', () => {
    const { calls } = installSpeech([]);
    speak('  ');
    expect(calls).toEqual([]);
  });
});
