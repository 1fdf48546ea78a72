import { describe, expect, it } from 'vitest';
import { sameData } from './sameData';

describe('sameData', () => {
  it('compares arrays and plain objects by their entries, deeply', () => {
    const fields = () => ({ label: { shown: true, options: [{ id: 1, name: 'A' }] }, mrn: false });
    expect(sameData(fields(), fields())).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: { b: 'x' } }, { a: { b: 'y' } })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('compares functions and class instances by identity', () => {
    const change = () => {};
    expect(sameData({ change }, { change })).toBe(true);
    expect(sameData({ change }, { change: () => {} })).toBe(false);
    expect(sameData(new Error('a'), new Error('a'))).toBe(false);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
  });
});
