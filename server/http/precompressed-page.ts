import zlib from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine';

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
  /** Each text's CRC-32 and shift operator (crc32-combine.ts): a response's CRC-32 never reads the page again. */
  private readonly crcs: readonly number[];
  private readonly shifts: readonly number[];
  /** The shift operator over a value of each byte length seen (a nonce's is always the same). */
  private readonly valueShifts = new Map<number, number>();

  constructor(page: string, placeholder: string) {
    this.plain = page.split(placeholder).map((text) => Buffer.from(text, 'utf8'));
    this.compressed = this.plain.map((bytes) => zlib.deflateRawSync(bytes, { finishFlush: zlib.constants.Z_FULL_FLUSH }));
    this.crcs = this.plain.map((bytes) => zlib.crc32(bytes));
    this.shifts = this.plain.map((bytes) => crc32Shift(bytes.length));
  }

  /** The page with `value` in each place of the placeholder, gzipped. */
  gzipWith(value: string): Buffer {
    const stamp = Buffer.from(value, 'utf8');
    const stamped = storedBlocks(stamp);
    const stampCrc = zlib.crc32(stamp);
    let stampShift = this.valueShifts.get(stamp.length);
    if (stampShift === undefined) this.valueShifts.set(stamp.length, (stampShift = crc32Shift(stamp.length)));
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    this.plain.forEach((bytes, index) => {
      if (index > 0) {
        parts.push(...stamped);
        crc = crc32Combine(crc, stampCrc, stampShift);
        size += stamp.length;
      }
      parts.push(this.compressed[index]!);
      crc = crc32Combine(crc, this.crcs[index]!, this.shifts[index]!);
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
