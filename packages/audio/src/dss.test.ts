import { describe, expect, it } from 'vitest';
import { readDssHeader } from './dss';
import { makeDss } from './dssHeader.fixture';
import { AudioFormatError } from './errors';

function errorCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof AudioFormatError ? error.code : 'other';
  }
  return 'none';
}

describe('readDssHeader', () => {
  it('uses the exact ms field at 512 when it agrees with HHMMSS (version 2)', () => {
    const header = readDssHeader(makeDss({ version: 2, hhmmss: '000125', ms: 85_432 }));
    expect(header).toEqual({
      format: 'dss',
      version: 2,
      lengthSeconds: 85,
      lengthMsField: 85_432,
      msFieldTrusted: true,
      durationMs: 85_432,
    });
  });

  it('uses the ms field at 530 for version 3', () => {
    const header = readDssHeader(makeDss({ version: 3, hhmmss: '010000', ms: 3_600_999 }));
    expect(header.format).toBe('ds2');
    expect(header.durationMs).toBe(3_600_999);
    expect(header.msFieldTrusted).toBe(true);
  });

  it('falls back to HHMMSS when the ms field disagrees', () => {
    const header = readDssHeader(makeDss({ version: 2, hhmmss: '000010', ms: 11_000 }));
    expect(header.msFieldTrusted).toBe(false);
    expect(header.durationMs).toBe(10_000);
    // A version-3 file with the value at the version-2 offset: 530 holds something else.
    const moved = makeDss({ version: 3, hhmmss: '000007', ms: 0 });
    new DataView(moved.buffer).setUint32(512, 7_250, true);
    expect(readDssHeader(moved).durationMs).toBe(7_000);
  });

  it('rejects a wrong magic or version', () => {
    expect(errorCode(() => readDssHeader(makeDss({ magic: 'wav' })))).toBe('invalid');
    expect(errorCode(() => readDssHeader(makeDss({ version: 4 })))).toBe('invalid');
  });

  it('rejects a truncated file', () => {
    expect(errorCode(() => readDssHeader(makeDss({ size: 3 })))).toBe('truncated');
    expect(errorCode(() => readDssHeader(makeDss({ size: 600 })))).toBe('truncated');
    expect(errorCode(() => readDssHeader(makeDss({ version: 3, size: 1100 })))).toBe('truncated');
  });

  it('rejects a length field that is not HHMMSS', () => {
    expect(errorCode(() => readDssHeader(makeDss({ hhmmss: '00:10 ' })))).toBe('invalid');
    expect(errorCode(() => readDssHeader(makeDss({ hhmmss: '009900' })))).toBe('invalid');
  });
});
