import { inflateSync } from 'node:zlib';

// WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the TrueType file it wraps, which HarfBuzz
// shapes with and a PDF embeds: the same tables, each zlib-compressed when that saved bytes.

const woffSignature = 0x774f4646; // 'wOFF'
const woffHeaderSize = 44;
const woffEntrySize = 20;
const sfntHeaderSize = 12;
const sfntEntrySize = 16;

const padded = (length: number) => (length + 3) & ~3;

/** The sfnt (TrueType) bytes of a WOFF file. */
export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== woffSignature) throw new Error('Not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const tableCount = view.getUint16(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = woffHeaderSize + woffEntrySize * index;
    return {
      tag: view.getUint32(entry),
      offset: view.getUint32(entry + 4),
      compressedLength: view.getUint32(entry + 8),
      length: view.getUint32(entry + 12),
      checksum: view.getUint32(entry + 16),
    };
  });

  const directorySize = sfntHeaderSize + sfntEntrySize * tableCount;
  const sfnt = new Uint8Array(
    tables.reduce((size, table) => size + padded(table.length), directorySize),
  );
  const out = new DataView(sfnt.buffer);
  // The search fields of the offset table, as the OpenType spec derives them from the count.
  const power = 2 ** Math.floor(Math.log2(tableCount));
  out.setUint32(0, flavor);
  out.setUint16(4, tableCount);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, tableCount * 16 - power * 16);

  let offset = directorySize;
  tables.forEach((table, index) => {
    const stored = woff.subarray(table.offset, table.offset + table.compressedLength);
    const data = table.compressedLength < table.length ? inflateSync(stored) : stored;
    if (data.length !== table.length) throw new Error('A WOFF table inflated to the wrong size');
    const entry = sfntHeaderSize + sfntEntrySize * index;
    out.setUint32(entry, table.tag);
    out.setUint32(entry + 4, table.checksum);
    out.setUint32(entry + 8, offset);
    out.setUint32(entry + 12, table.length);
    sfnt.set(data, offset);
    offset += padded(table.length);
  });
  return sfnt;
}
