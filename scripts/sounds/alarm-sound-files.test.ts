import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALARM_SOUNDS, alarmSoundUrl } from '@sync/domain/alarm-sounds';
import { readWav, SAMPLE_RATE } from './wav';

const publicDir = join(import.meta.dirname, '../../public');

describe('the built-in alarm sounds', () => {
  it.each(ALARM_SOUNDS.map((sound) => [sound.id, sound]))(
    '%s is a gentle mono WAV file of 2 to 4 seconds that never clips',
    (_id, sound) => {
      const info = readWav(readFileSync(join(publicDir, alarmSoundUrl(sound.id))));
      expect(info).toMatchObject({ format: 1, channels: 1, sampleRate: SAMPLE_RATE, bitsPerSample: 16 });
      expect(info.durationSeconds).toBeGreaterThanOrEqual(2);
      expect(info.durationSeconds).toBeLessThanOrEqual(4);
      expect(info.peak).toBeGreaterThan(0.3);
      expect(info.peak).toBeLessThan(0.9);
    },
  );

  it('all of them together stay small enough for every device to keep offline (ADR 0029)', () => {
    const total = ALARM_SOUNDS.reduce(
      (bytes, sound) => bytes + statSync(join(publicDir, alarmSoundUrl(sound.id))).size,
      0,
    );
    expect(total).toBeLessThan(1024 * 1024);
  });

  it('every sound has its own id and a label', () => {
    expect(new Set(ALARM_SOUNDS.map((sound) => sound.id)).size).toBe(ALARM_SOUNDS.length);
    for (const sound of ALARM_SOUNDS) expect(sound.label).not.toBe('');
  });
});
