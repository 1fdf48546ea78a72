import { describe, expect, it } from 'vitest';
import { type FieldMap, filterLimits, filterToSql, ODataError, orderByToSql } from './filter';

const fields: FieldMap = {
  id: 'number',
  mrn: 'string',
  isDeleted: 'boolean',
  recordedDate: 'date',
  label: 'string',
};

describe('filterToSql', () => {
  it('turns comparisons into parameterised SQL', () => {
    expect(filterToSql("id ge 5 and mrn eq 'H1'", fields)).toMatchObject({
      sql: '"id" >= ? AND "mrn" = ?',
      params: [5, 'H1'],
    });
  });

  it('keeps precedence of not, and, or and parentheses', () => {
    const { sql, params } = filterToSql('not isDeleted eq true or (id lt 3 and label ne null)', fields);
    expect(sql).toBe('(NOT ("isDeleted" = ?) OR ("id" < ? AND "label" IS NOT NULL))');
    expect(params).toEqual([1, 3]);
  });

  it('unescapes doubled quotes and never puts literal text into the SQL', () => {
    const { sql, params } = filterToSql("mrn eq 'O''Brien; DROP TABLE letters --'", fields);
    expect(sql).toBe('"mrn" = ?');
    expect(params).toEqual(["O'Brien; DROP TABLE letters --"]);
  });

  it('supports contains, startswith and endswith with LIKE wildcards escaped', () => {
    expect(filterToSql("contains(mrn,'5%_')", fields)).toMatchObject({
      sql: `lower("mrn") LIKE ? ESCAPE '\\'`,
      params: ['%5\\%\\_%'],
    });
    expect(filterToSql("startswith(label,'Fol')", fields).params).toEqual(['fol%']);
    expect(filterToSql("endswith(label,'up') eq false", fields).sql).toBe(
      `NOT (lower("label") LIKE ? ESCAPE '\\')`,
    );
  });

  it('supports in lists, null and date literals', () => {
    expect(filterToSql('id in (1, 2, 3)', fields)).toMatchObject({
      sql: '"id" IN (?, ?, ?)',
      params: [1, 2, 3],
    });
    expect(filterToSql('label eq null', fields).sql).toBe('"label" IS NULL');
    expect(filterToSql('recordedDate ge 2026-11-22T00:00:00.000Z', fields).params).toEqual([
      '2026-11-22T00:00:00Z',
    ]);
    expect(filterToSql('recordedDate lt 2026-11-23', fields).params).toEqual(['2026-11-23T00:00:00Z']);
  });

  it.each([
    ['unknown field', 'password eq 1'],
    ['type mismatch', "id eq 'x'"],
    ['unterminated string', "mrn eq 'abc"],
    ['trailing text', 'id eq 1 id'],
    ['missing operator', 'id 1'],
    ['injection through a name', 'id eq 1; DROP TABLE letters'],
    ['null ordering', 'id gt null'],
  ])('rejects %s', (_name, filter) => {
    expect(() => filterToSql(filter, fields)).toThrow(ODataError);
  });

  it('reports the fields it reads', () => {
    expect(filterToSql("id gt 1 and (contains(mrn,'x') or id lt 9)", fields).fields.sort()).toEqual([
      'id',
      'mrn',
    ]);
  });

  it('treats an empty filter as no condition', () => {
    expect(filterToSql('', fields)).toMatchObject({ sql: '1 = 1', params: [], fields: [] });
  });
});

describe('orderByToSql', () => {
  it('maps whitelisted fields and directions', () => {
    expect(orderByToSql('id desc, recordedDate', fields)).toBe('"id" DESC, "recordedDate" ASC');
  });
  it('rejects unknown fields and directions', () => {
    expect(() => orderByToSql('password desc', fields)).toThrow(ODataError);
    expect(() => orderByToSql('id sideways', fields)).toThrow(ODataError);
  });
});

describe('filter limits (issue 34)', () => {
  const terms = (count: number, term: (n: number) => string) =>
    Array.from({ length: count }, (_, n) => term(n)).join(' or ');
  const refusal = (filter: string) => {
    try {
      filterToSql(filter, fields);
    } catch (error) {
      if (error instanceof ODataError) return error.message;
      throw error;
    }
    return null;
  };

  it('takes as many conditions and text matches as the limits allow', () => {
    expect(refusal(terms(filterLimits.maxConditions, (n) => `id eq ${n}`))).toBeNull();
    expect(refusal(terms(filterLimits.maxTextMatches, (n) => `contains(mrn,'${n}')`))).toBeNull();
    expect(
      refusal(`id in (${terms(filterLimits.maxInValues, (n) => String(n)).replaceAll(' or ', ',')})`),
    ).toBeNull();
  });

  it('refuses more, with a message naming $filter', () => {
    expect(refusal(terms(filterLimits.maxConditions + 1, (n) => `id eq ${n}`))).toBe(
      '$filter may hold at most 32 conditions',
    );
    expect(refusal(terms(140, (n) => `contains(mrn,'${n}')`))).toBe(
      '$filter may hold at most 6 contains, startswith or endswith',
    );
    expect(refusal(`not startswith(label,'a') and ${terms(6, (n) => `endswith(mrn,'${n}')`)}`)).toBe(
      '$filter may hold at most 6 contains, startswith or endswith',
    );
    expect(
      refusal(`id in (${terms(filterLimits.maxInValues + 1, (n) => String(n)).replaceAll(' or ', ',')})`),
    ).toBe('An in list of $filter may hold at most 500 values');
  });
});
