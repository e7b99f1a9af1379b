import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';

const crc = (bytes: Buffer) => zlib.crc32(bytes);

describe('the CRC-32 of two runs joined, from their own CRC-32s (zlib’s crc32_combine)', () => {
  it('equals the CRC-32 of the joined bytes, for lengths from none to past 64 KiB', () => {
    for (const [first, second] of [
      [0, 0],
      [0, 7],
      [7, 0],
      [1, 1],
      [22, 125_000],
      [125_000, 22],
      [65_535, 65_537],
      [3, 1 << 20],
    ] as const) {
      const a = randomBytes(first);
      const b = randomBytes(second);
      expect(crc32Combine(crc(a), crc(b), crc32Shift(b.length)), `${first} + ${second} bytes`).toBe(crc(Buffer.concat([a, b])));
    }
  });

  it('chains over many parts, as a page with a nonce in several places', () => {
    const parts = [40_000, 24, 9_000, 24, 0, 24, 70_001].map((length) => randomBytes(length));
    const combined = parts.reduce((sum, part) => crc32Combine(sum, crc(part), crc32Shift(part.length)), 0);
    expect(combined).toBe(crc(Buffer.concat(parts)));
  });

  it('shifts over zero bytes by leaving the CRC as it is', () => {
    expect(crc32Combine(0xdeadbeef, 0, crc32Shift(0))).toBe(0xdeadbeef);
  });

  it('takes only a byte length', () => {
    expect(() => crc32Shift(-1)).toThrow(RangeError);
    expect(() => crc32Shift(1.5)).toThrow(RangeError);
  });
});
