// hb-subset (HarfBuzz's subsetter, harfbuzzjs's harfbuzz-subset.wasm, which needs no imports)
// cuts a font down to the glyphs a document draws, keeping each glyph's id so the ids HarfBuzz
// shaped with are the ids the PDF shows (CIDToGIDMap /Identity).

interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, lengthPointer: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

// hb-subset.h
const memoryModeReadonly = 1;
const dropTableTagSet = 3;
const noHinting = 0x1;
const retainGlyphIds = 0x2;
const notdefOutline = 0x40;
const noLayoutClosure = 0x200;

/** Tables a PDF reader never consults: the shaping already happened, here. */
const droppedTables = ['GSUB', 'GPOS', 'GDEF', 'STAT', 'gasp', 'DSIG'];

const tagNumber = (tag: string) =>
  [...tag].reduce((value, char) => value * 256 + char.charCodeAt(0), 0) >>> 0;

export class FontSubsetter {
  /** Each font's face in the module's memory, made once per container. */
  private readonly faces = new Map<string, number>();

  private constructor(private readonly hb: SubsetExports) {}

  static async create(wasm: Uint8Array): Promise<FontSubsetter> {
    const module = await WebAssembly.compile(wasm as Uint8Array<ArrayBuffer>);
    const instance = await WebAssembly.instantiate(module, {});
    const hb = instance.exports as unknown as SubsetExports;
    hb._initialize();
    return new FontSubsetter(hb);
  }

  /** The TrueType bytes of `sfnt` with only `glyphIds` (and .notdef) kept, at their own ids. */
  subset(key: string, sfnt: Uint8Array, glyphIds: Iterable<number>): Uint8Array {
    const { hb } = this;
    const face = this.faceOf(key, sfnt);
    const input = hb.hb_subset_input_create_or_fail();
    if (!input) throw new Error('hb-subset could not start');
    try {
      const glyphs = hb.hb_subset_input_glyph_set(input);
      for (const glyphId of glyphIds) hb.hb_set_add(glyphs, glyphId);
      const dropped = hb.hb_subset_input_set(input, dropTableTagSet);
      for (const tag of droppedTables) hb.hb_set_add(dropped, tagNumber(tag));
      hb.hb_subset_input_set_flags(
        input,
        noHinting | retainGlyphIds | notdefOutline | noLayoutClosure,
      );
      const subsetFace = hb.hb_subset_or_fail(face, input);
      if (!subsetFace) throw new Error(`hb-subset failed on ${key}`);
      const blob = hb.hb_face_reference_blob(subsetFace);
      const lengthPointer = hb.malloc(4);
      const data = hb.hb_blob_get_data(blob, lengthPointer);
      const length = new DataView(hb.memory.buffer).getUint32(lengthPointer, true);
      const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
      hb.free(lengthPointer);
      hb.hb_blob_destroy(blob);
      hb.hb_face_destroy(subsetFace);
      return bytes;
    } finally {
      hb.hb_subset_input_destroy(input);
    }
  }

  private faceOf(key: string, sfnt: Uint8Array): number {
    const known = this.faces.get(key);
    if (known) return known;
    const { hb } = this;
    // The bytes stay in the module's memory for the container's life, as the face reads them.
    const pointer = hb.malloc(sfnt.length);
    new Uint8Array(hb.memory.buffer, pointer, sfnt.length).set(sfnt);
    const blob = hb.hb_blob_create(pointer, sfnt.length, memoryModeReadonly, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    this.faces.set(key, face);
    return face;
  }
}
