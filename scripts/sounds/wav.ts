// 16-bit PCM mono WAV files: what the alarm sound generator writes and its test reads back.

/** Samples per second of every built-in alarm sound. */
export const SAMPLE_RATE = 22_050;

const HEADER_BYTES = 44;

/** A mono 16-bit PCM WAV file of `samples` (-1 … 1; anything beyond is clipped). */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const dataBytes = samples.length * 2;
  const file = Buffer.alloc(HEADER_BYTES + dataBytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVE', 8, 'ascii');
  file.write('fmt ', 12, 'ascii');
  file.writeUInt32LE(16, 16); // fmt chunk size
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  file.writeUInt16LE(2, 32); // bytes per frame
  file.writeUInt16LE(16, 34); // bits per sample
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataBytes, 40);
  samples.forEach((sample, index) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    file.writeInt16LE(Math.round(clipped * 32_767), HEADER_BYTES + index * 2);
  });
  return file;
}

/** What a WAV file's header says, and its loudest sample (0 … 1). */
export interface WavInfo {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  durationSeconds: number;
  peak: number;
}

/** Reads the header of a canonical PCM WAV file; throws when it is not one. */
export function readWav(file: Buffer): WavInfo {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  if (file.toString('ascii', 12, 16) !== 'fmt ' || file.toString('ascii', 36, 40) !== 'data') {
    throw new Error('not a canonical PCM WAV file');
  }
  const channels = file.readUInt16LE(22);
  const sampleRate = file.readUInt32LE(24);
  const bitsPerSample = file.readUInt16LE(34);
  const dataBytes = file.readUInt32LE(40);
  if (dataBytes !== file.length - HEADER_BYTES) throw new Error('data size does not match the file');
  let peak = 0;
  for (let offset = HEADER_BYTES; offset < file.length; offset += 2) {
    peak = Math.max(peak, Math.abs(file.readInt16LE(offset)) / 32_768);
  }
  return {
    format: file.readUInt16LE(20),
    channels,
    sampleRate,
    bitsPerSample,
    durationSeconds: dataBytes / (sampleRate * channels * (bitsPerSample / 8)),
    peak,
  };
}
