import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWav, SAMPLE_RATE } from './wav';

// The address the board plays it from (client/src/board/board-sound.ts).
const chimePath = join(import.meta.dirname, '../../public/sounds/board/chime.wav');

describe("the board's chime", () => {
  it('is a short, soft mono WAV file that never clips', () => {
    const info = readWav(readFileSync(chimePath));
    expect(info).toMatchObject({ format: 1, channels: 1, sampleRate: SAMPLE_RATE, bitsPerSample: 16 });
    expect(info.durationSeconds).toBeGreaterThanOrEqual(1);
    expect(info.durationSeconds).toBeLessThanOrEqual(2);
    expect(info.peak).toBeGreaterThan(0.3);
    expect(info.peak).toBeLessThan(0.7);
  });
});
