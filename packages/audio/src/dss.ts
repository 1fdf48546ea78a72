import { AudioFormatError } from './errors';

/** What the header of a DSS / DS2 (Olympus/Philips dictaphone) file says about its length. */
export interface DssHeader {
  /** 'dss' or 'ds2', from the magic. */
  format: 'dss' | 'ds2';
  /** The version byte: 2 or 3. */
  version: 2 | 3;
  /** The HHMMSS length field at offset 62, in seconds. */
  lengthSeconds: number;
  /** The exact length in ms (offset 512 for version 2, 530 for version 3), as stored. */
  lengthMsField: number;
  /** Whether `lengthMsField` agrees with `lengthSeconds` to the second and was used. */
  msFieldTrusted: boolean;
  /** The duration: the ms field when trusted, else the HHMMSS field. */
  durationMs: number;
}

const LENGTH_OFFSET = 62;
/** The ms field moved between versions; some writers leave other data at the version-2 offset. */
const MS_FIELD_OFFSET = { 2: 512, 3: 530 } as const;
/** The header is 2 blocks of 512 bytes in version 2 and 3 in version 3; audio follows it. */
const HEADER_BYTES = { 2: 1024, 3: 1536 } as const;

/**
 * Reads a DSS / DS2 header (spec 000 section 5: the duration comes from a header time field).
 * The HHMMSS field is coarse but always present; the ms field is exact but has been seen at the
 * other version's offset, so it is trusted only when it agrees with HHMMSS to the second.
 * @throws AudioFormatError `invalid` for a wrong magic or a non-numeric length, `truncated` when
 *   the file ends inside its header
 */
export function readDssHeader(bytes: Uint8Array): DssHeader {
  if (bytes.length < 4) throw new AudioFormatError('truncated', 'DSS file is shorter than its magic');
  const version = bytes[0];
  const kind = String.fromCharCode(bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0);
  if ((version !== 2 && version !== 3) || (kind !== 'dss' && kind !== 'ds2')) {
    throw new AudioFormatError('invalid', 'Not a DSS/DS2 file (expected 0x02 or 0x03 then "dss" or "ds2")');
  }
  if (bytes.length < HEADER_BYTES[version]) {
    throw new AudioFormatError(
      'truncated',
      `DSS version ${version} header needs ${HEADER_BYTES[version]} bytes, file has ${bytes.length}`,
    );
  }
  const digits = String.fromCharCode(...bytes.subarray(LENGTH_OFFSET, LENGTH_OFFSET + 6));
  const match = /^(\d\d)([0-5]\d)([0-5]\d)$/.exec(digits);
  if (!match)
    throw new AudioFormatError('invalid', `DSS length field is not HHMMSS: ${JSON.stringify(digits)}`);
  const lengthSeconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lengthMsField = view.getUint32(MS_FIELD_OFFSET[version], true);
  const msFieldTrusted = Math.floor(lengthMsField / 1000) === lengthSeconds;
  return {
    format: kind,
    version,
    lengthSeconds,
    lengthMsField,
    msFieldTrusted,
    durationMs: msFieldTrusted ? lengthMsField : lengthSeconds * 1000,
  };
}
