import zlib from 'node:zlib';
import { CRC32_UNIT, crc32Combine, crc32Multiply, crc32Shift } from './crc32-combine';

/** A page's CRC-32 as a function of its value's: `fixed ⊕ spread · crc(value)` (PrecompressedPage.crcFormFor). */
interface CrcForm {
  readonly fixed: number;
  readonly spread: number;
}

/** gzip's header: deflate, no name or time, "unknown" OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The last block of a deflate stream: empty and stored (BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff). */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes (RFC 1951 §3.2.4). */
const STORED_BLOCK_MAX = 0xffff;

/** `bytes` as stored (uncompressed) deflate blocks, none of them the last; the stream is byte-aligned before and after. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const part = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(header, part);
  }
  return blocks;
}

/**
 * A page gzipped once whose per-response value (the CSP nonce, written in
 * it as `placeholder`) is stamped into the compressed bytes (issue 24: a
 * visitor's page kept in memory cost a whole compression per response, ~20 %
 * of its CPU). The deflate stream is cut at each place of the placeholder
 * with a full flush (byte-aligned, and nothing after it refers back to what
 * came before), and each response's value goes there as a stored block. Per
 * response: a few bytes and the page's CRC-32, combined from its parts' own
 * (crc32-combine.ts), never a compression or a read of the page.
 * The value is sent as it is: it must be one the page may hold verbatim (a
 * nonce is base64).
 */
export class PrecompressedPage {
  /** The page's text between placeholders, and each compressed: one more than the placeholders. */
  private readonly plain: readonly Buffer[];
  private readonly compressed: readonly Buffer[];
  /** Each text's CRC-32 (crc32-combine.ts): a response's CRC-32 never reads the page again. */
  private readonly crcs: readonly number[];
  /** The page's CRC-32 for each byte length of value seen (a nonce's is always the same), as a function of the value's. */
  private readonly crcForms = new Map<number, CrcForm>();

  constructor(page: string, placeholder: string) {
    this.plain = page.split(placeholder).map((text) => Buffer.from(text, 'utf8'));
    this.compressed = this.plain.map((bytes) => zlib.deflateRawSync(bytes, { finishFlush: zlib.constants.Z_FULL_FLUSH }));
    this.crcs = this.plain.map((bytes) => zlib.crc32(bytes));
  }

  /**
   * Combining is affine in each part's CRC-32: with the texts fixed and the
   * same value in every place, the page's CRC-32 is
   * `fixed ⊕ spread · crc(value)`, where `fixed` is the page's with a value
   * whose CRC-32 is 0 and `spread` the sum of the shifts that follow each
   * place. Both are worked out once per length of value, by combining the
   * parts in order; a response then costs one multiplication.
   */
  private crcFormFor(valueLength: number): CrcForm {
    let form = this.crcForms.get(valueLength);
    if (form !== undefined) return form;
    const valueShift = crc32Shift(valueLength);
    let fixed = 0;
    let spread = 0;
    this.plain.forEach((bytes, index) => {
      const shift = crc32Shift(bytes.length);
      if (index > 0) {
        fixed = crc32Combine(fixed, 0, valueShift);
        spread = crc32Combine(spread, CRC32_UNIT, valueShift);
      }
      fixed = crc32Combine(fixed, this.crcs[index]!, shift);
      spread = crc32Combine(spread, 0, shift);
    });
    form = { fixed, spread };
    this.crcForms.set(valueLength, form);
    return form;
  }

  /** The page with `value` in each place of the placeholder, gzipped. */
  gzipWith(value: string): Buffer {
    const stamp = Buffer.from(value, 'utf8');
    const stamped = storedBlocks(stamp);
    const { fixed, spread } = this.crcFormFor(stamp.length);
    const crc = fixed ^ crc32Multiply(spread, zlib.crc32(stamp));
    const parts: Buffer[] = [GZIP_HEADER];
    let size = 0;
    this.plain.forEach((bytes, index) => {
      if (index > 0) {
        parts.push(...stamped);
        size += stamp.length;
      }
      parts.push(this.compressed[index]!);
      size += bytes.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    parts.push(LAST_BLOCK, trailer);
    return Buffer.concat(parts);
  }

  /**
   * The page with `value` in each place of the placeholder, uncompressed (a client that accepts no gzip): the kept
   * bytes joined as they are, never decoded to text and encoded again.
   */
  bytesWith(value: string): Buffer {
    const stamp = Buffer.from(value, 'utf8');
    return Buffer.concat(this.plain.flatMap((bytes, index) => (index === 0 ? [bytes] : [stamp, bytes])));
  }
}
