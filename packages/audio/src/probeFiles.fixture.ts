/**
 * Tiny but well-formed mp3, Ogg Opus and m4a files built byte by byte, so the duration probe is
 * tested against real container layouts without committing binaries (no encoder is installed).
 * The audio payloads are silence/filler: only the containers' timing fields matter here.
 */

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: 417-byte frames of 1152 samples. */
export function makeMp3(frames: number): Uint8Array {
  const frameBytes = 417;
  const out = new Uint8Array(frames * frameBytes);
  for (let i = 0; i < frames; i++) out.set([0xff, 0xfb, 0x90, 0xc0], i * frameBytes);
  return out;
}

/** Duration of `makeMp3(frames)` in ms. */
export const mp3DurationMs = (frames: number) => (frames * 1152 * 1000) / 44100;

const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let crc = n << 24;
  for (let k = 0; k < 8; k++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggPage(packet: number[], granule: number, sequence: number, headerType: number): number[] {
  const lacing: number[] = [];
  let rest = packet.length;
  while (rest >= 255) {
    lacing.push(255);
    rest -= 255;
  }
  lacing.push(rest);
  const granuleBytes = [...u32le(granule % 2 ** 32), ...u32le(Math.floor(granule / 2 ** 32))];
  const page = [
    ...ascii('OggS'),
    0,
    headerType,
    ...granuleBytes,
    ...u32le(0x1234),
    ...u32le(sequence),
    0,
    0,
    0,
    0,
  ];
  page.push(lacing.length, ...lacing, ...packet);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ (OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 255] ?? 0)) >>> 0;
  page.splice(22, 4, ...u32le(crc));
  return page;
}

/** Ogg Opus, mono, pre-skip 312, `packets` packets of 20 ms. */
export function makeOpus(packets: number): Uint8Array {
  const preSkip = 312;
  const head = [...ascii('OpusHead'), 1, 1, ...u16le(preSkip), ...u32le(48000), 0, 0, 0];
  const tags = [...ascii('OpusTags'), ...u32le(4), ...ascii('test'), ...u32le(0)];
  const pages = [...oggPage(head, 0, 0, 0x02), ...oggPage(tags, 0, 1, 0)];
  for (let i = 0; i < packets; i++) {
    const last = i === packets - 1;
    // TOC 0xf8: CELT fullband 20 ms, one frame; the frame bytes are filler.
    pages.push(...oggPage([0xf8, 0xff, 0xfe], preSkip + (i + 1) * 960, i + 2, last ? 0x04 : 0));
  }
  return Uint8Array.from(pages);
}

/** Duration of `makeOpus(packets)` in ms. */
export const opusDurationMs = (packets: number) => packets * 20;

function box(type: string, body: number[]): number[] {
  return [...u32be(8 + body.length), ...ascii(type), ...body];
}

const u16be = (n: number) => [(n >>> 8) & 255, n & 255];

/** An AAC m4a with one audio track whose media header says `samples` at 44.1 kHz. */
export function makeM4a(samples: number): Uint8Array {
  const rate = 44100;
  const matrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].flatMap(u32be);
  const fullBox = [0, 0, 0, 0];
  const mvhd = box('mvhd', [
    ...fullBox,
    ...u32be(0),
    ...u32be(0),
    ...u32be(rate),
    ...u32be(samples),
    ...u32be(0x00010000),
    ...u16be(0x0100),
    ...new Array(10).fill(0),
    ...matrix,
    ...new Array(24).fill(0),
    ...u32be(2),
  ]);
  const tkhd = box('tkhd', [0, 0, 0, 7, ...new Array(80).fill(0)]);
  const mdhd = box('mdhd', [
    ...fullBox,
    ...u32be(0),
    ...u32be(0),
    ...u32be(rate),
    ...u32be(samples),
    0x55,
    0xc4,
    0,
    0,
  ]);
  const hdlr = box('hdlr', [
    ...fullBox,
    ...u32be(0),
    ...ascii('soun'),
    ...new Array(12).fill(0),
    ...ascii('snd'),
    0,
  ]);
  const mp4a = [
    ...u32be(36),
    ...ascii('mp4a'),
    ...new Array(6).fill(0),
    ...u16be(1),
    ...u16be(0),
    ...u16be(0),
    ...u32be(0),
    ...u16be(2),
    ...u16be(16),
    ...u16be(0),
    ...u16be(0),
    ...u32be(rate * 65536),
  ];
  const stsd = box('stsd', [...fullBox, ...u32be(1), ...mp4a]);
  const stsz = box('stsz', [...fullBox, ...u32be(0), ...u32be(0)]);
  const stbl = box('stbl', [...stsd, ...stsz]);
  const minf = box('minf', [...box('smhd', new Array(8).fill(0)), ...stbl]);
  const trak = box('trak', [...tkhd, ...box('mdia', [...mdhd, ...hdlr, ...minf])]);
  const ftyp = box('ftyp', [...ascii('M4A '), ...u32be(0), ...ascii('M4A '), ...ascii('isom')]);
  return Uint8Array.from([...ftyp, ...box('moov', [...mvhd, ...trak])]);
}

/** Duration of `makeM4a(samples)` in ms. */
export const m4aDurationMs = (samples: number) => (samples * 1000) / 44100;
