/** Builds DSS / DS2 headers with chosen fields, for tests. */
export interface DssHeaderFields {
  version?: number;
  magic?: string;
  hhmmss?: string;
  ms?: number;
  /** Total bytes; defaults to the header size plus one 512-byte audio block. */
  size?: number;
}

export function makeDss({
  version = 2,
  magic = version === 2 ? 'dss' : 'ds2',
  hhmmss = '000000',
  ms = 0,
  size,
}: DssHeaderFields = {}): Uint8Array {
  const header = version === 3 ? 1536 : 1024;
  const bytes = new Uint8Array(Math.max(size ?? header + 512, 0));
  const full = new Uint8Array(header + 1024);
  full[0] = version;
  for (let i = 0; i < 3; i++) full[1 + i] = magic.charCodeAt(i);
  for (let i = 0; i < 6; i++) full[62 + i] = hhmmss.charCodeAt(i);
  new DataView(full.buffer).setUint32(version === 3 ? 530 : 512, ms, true);
  bytes.set(full.subarray(0, bytes.length));
  return bytes;
}
