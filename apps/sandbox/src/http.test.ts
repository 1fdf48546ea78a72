import { describe, expect, it } from 'vitest';
import { HttpError, idParams, parse } from './http';

describe('ids', () => {
  it('accept a number or the digits of a path parameter, and refuse booleans and blanks with a 400', () => {
    expect(parse(idParams, { id: 7 })).toEqual({ id: 7 });
    expect(parse(idParams, { id: '7' })).toEqual({ id: 7 });
    for (const bad of [true, false, '', ' 7', '7a', null, 0, 1.5]) {
      expect(() => parse(idParams, { id: bad }), String(bad)).toThrow(HttpError);
    }
  });
});
