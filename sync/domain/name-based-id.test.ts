import { describe, expect, it } from 'vitest';
import { uuid } from '../schemas/fields';
import { routineCopyId, routineInstanceId, uuidV5 } from './name-based-id';
import { sha1, utf8Bytes } from './sha1';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const ROUTINE = '0190b7a0-0000-7000-8000-000000000010';

describe('name-based ids', () => {
  it('D-RINST-1: SHA-1 gives the FIPS 180-4 digests, across block boundaries and in UTF-8', () => {
    expect(hex(sha1(utf8Bytes('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex(sha1(utf8Bytes('')))).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(hex(sha1(utf8Bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    );
    expect(hex(sha1(utf8Bytes('a'.repeat(1000))))).toBe('291e9a6c66994949b57ba5e650361e98fc36b1ba');
    expect(hex(utf8Bytes('é🌍'))).toBe('c3a9f09f8c8d');
  });

  it('D-RINST-1: uuidV5 gives the RFC 9562 test vector', () => {
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it("D-RINST-1: a routine's instance on a date has the same id on every device", () => {
    expect(routineInstanceId(ROUTINE, '2025-04-15')).toBe(routineInstanceId(ROUTINE, '2025-04-15'));
    expect(routineInstanceId(ROUTINE.toUpperCase(), '2025-04-15')).toBe(
      routineInstanceId(ROUTINE, '2025-04-15'),
    );
  });

  it('D-RINST-1: another date or another routine gives another id, and every id is a valid document id', () => {
    const ids = new Set([
      routineInstanceId(ROUTINE, '2025-04-15'),
      routineInstanceId(ROUTINE, '2025-04-16'),
      routineInstanceId('0190b7a0-0000-7000-8000-000000000011', '2025-04-15'),
    ]);
    expect(ids.size).toBe(3);
    for (const id of ids) expect(uuid().safeParse(id).success).toBe(true);
  });

  it('D-RINST-1: refuses a namespace that is not a UUID', () => {
    expect(() => uuidV5('not-a-uuid', 'x')).toThrow(RangeError);
  });
});

describe('ids of routine copies', () => {
  const OPENING = '0190b7a0-0000-7000-8000-0000000000a1';
  const MIA = '0190b7a0-0000-7000-8000-0000000000b1';
  const LEO = '0190b7a0-0000-7000-8000-0000000000b2';

  it('D-COPY-1: one opening of a form gives a child the same copy id however often it is submitted', () => {
    expect(routineCopyId(OPENING, MIA)).toBe(routineCopyId(OPENING, MIA));
    expect(routineCopyId(OPENING.toUpperCase(), MIA.toUpperCase())).toBe(routineCopyId(OPENING, MIA));
    expect(uuid().safeParse(routineCopyId(OPENING, MIA)).success).toBe(true);
  });

  it('D-COPY-1: another child or another opening gets a copy of its own', () => {
    const other = '0190b7a0-0000-7000-8000-0000000000a2';
    const ids = new Set([
      routineCopyId(OPENING, MIA),
      routineCopyId(OPENING, LEO),
      routineCopyId(other, MIA),
      OPENING,
    ]);
    expect(ids.size).toBe(4);
  });
});
