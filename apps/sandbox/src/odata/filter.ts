/**
 * A small OData v4 `$filter` parser that turns the expression into a parameterised SQL WHERE
 * clause (wire-contract.md, Search). Field names map to columns only through the whitelist the
 * caller gives, and every literal becomes a `?` parameter: user text never reaches the SQL.
 *
 * Supported: eq ne gt ge lt le, and or not, parentheses, `in (..)`, contains/startswith/endswith,
 * null, true/false, numbers, 'strings' ('' is a quote) and date literals (2026-11-22T00:00:00Z).
 */
export type FieldType = 'number' | 'string' | 'boolean' | 'date';
export type FieldMap = Record<string, FieldType>;
export type SqlValue = string | number | null;

export class ODataError extends Error {}

/**
 * What one `$filter` may ask (issue 34): every condition is evaluated for each of the tenant's
 * letters that the index does not rule out, and a text match (`contains`, `startswith`,
 * `endswith`: LIKE on a lower-cased column) costs the most, so 140 of them took seconds at 100,000
 * letters. The lists send at most about 20 conditions and 3 text matches (letters-table's buildFilter);
 * an `in` list counts as one condition whatever its length, up to `maxInValues` values.
 */
export const filterLimits = { maxConditions: 32, maxTextMatches: 6, maxInValues: 500 } as const;

type Token =
  | { kind: 'name'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: string }
  | { kind: 'punct'; text: '(' | ')' | ',' };

const datePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < input.length) {
    const char = input[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: 'punct', text: char });
      at += 1;
    } else if (char === "'") {
      let value = '';
      at += 1;
      for (;;) {
        if (at >= input.length) throw new ODataError('Unterminated string literal in $filter');
        if (input[at] === "'") {
          if (input[at + 1] === "'") {
            value += "'";
            at += 2;
            continue;
          }
          at += 1;
          break;
        }
        value += input[at];
        at += 1;
      }
      tokens.push({ kind: 'string', value });
    } else if (datePattern.test(input.slice(at)) && /^\d{4}-/.test(input.slice(at))) {
      const text = datePattern.exec(input.slice(at))![0];
      const parsed = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
      if (Number.isNaN(parsed.getTime())) throw new ODataError(`Invalid date ${text} in $filter`);
      tokens.push({ kind: 'date', value: `${parsed.toISOString().slice(0, 19)}Z` });
      at += text.length;
    } else if (/[-\d]/.test(char)) {
      const text = /^-?\d+(\.\d+)?/.exec(input.slice(at))?.[0];
      if (!text) throw new ODataError(`Unexpected '${char}' in $filter`);
      tokens.push({ kind: 'number', value: Number(text) });
      at += text.length;
    } else if (/[A-Za-z_]/.test(char)) {
      const text = /^[A-Za-z_][A-Za-z0-9_]*/.exec(input.slice(at))![0];
      tokens.push({ kind: 'name', text });
      at += text.length;
    } else {
      throw new ODataError(`Unexpected '${char}' in $filter`);
    }
  }
  return tokens;
}

const comparisons: Record<string, string> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };
const likeFunctions: Record<string, (escaped: string) => string> = {
  contains: (text) => `%${text}%`,
  startswith: (text) => `${text}%`,
  endswith: (text) => `%${text}`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export interface SqlFragment {
  sql: string;
  params: SqlValue[];
  /** The fields the filter reads, so the caller can pick the cheapest source that has them. */
  fields: string[];
  /** How many contains, startswith and endswith it has: the conditions no index helps. */
  textMatches: number;
}

/** Parses `$filter` into SQL over the whitelisted fields; throws ODataError with a readable message. */
export function filterToSql(filter: string, fields: FieldMap): SqlFragment {
  const tokens = tokenize(filter);
  let position = 0;
  const params: SqlValue[] = [];
  const used = new Set<string>();
  let conditions = 0;
  let textMatches = 0;
  const counted = (textMatch: boolean) => {
    conditions += 1;
    if (textMatch) textMatches += 1;
    if (conditions > filterLimits.maxConditions)
      throw new ODataError(`$filter may hold at most ${filterLimits.maxConditions} conditions`);
    if (textMatches > filterLimits.maxTextMatches)
      throw new ODataError(
        `$filter may hold at most ${filterLimits.maxTextMatches} contains, startswith or endswith`,
      );
  };
  const peek = () => tokens[position];
  const isName = (text: string) => {
    const token = peek();
    return token?.kind === 'name' && token.text.toLowerCase() === text;
  };
  const expectPunct = (text: '(' | ')' | ',') => {
    const token = tokens[position];
    if (token?.kind !== 'punct' || token.text !== text) throw new ODataError(`Expected '${text}' in $filter`);
    position += 1;
  };
  const field = (): { column: string; type: FieldType } => {
    const token = tokens[position];
    if (token?.kind !== 'name' || !Object.hasOwn(fields, token.text)) {
      throw new ODataError(`Unknown field ${token && 'text' in token ? token.text : ''} in $filter`.trim());
    }
    position += 1;
    used.add(token.text);
    return { column: `"${token.text}"`, type: fields[token.text]! };
  };
  const literal = (type: FieldType): SqlValue => {
    const token = tokens[position];
    position += 1;
    if (token?.kind === 'name') {
      const word = token.text.toLowerCase();
      if (word === 'null') return null;
      if ((word === 'true' || word === 'false') && type === 'boolean') return word === 'true' ? 1 : 0;
    }
    if (token?.kind === 'number' && (type === 'number' || type === 'boolean')) return token.value;
    if (token?.kind === 'string' && (type === 'string' || type === 'date')) return token.value;
    if (token?.kind === 'date' && (type === 'date' || type === 'string')) return token.value;
    throw new ODataError(`The value does not match a ${type} field in $filter`);
  };

  const primary = (): string => {
    if (peek()?.kind === 'punct' && (peek() as { text: string }).text === '(') {
      position += 1;
      const inner = or();
      expectPunct(')');
      return `(${inner})`;
    }
    const token = peek();
    if (
      token?.kind === 'name' &&
      Object.hasOwn(likeFunctions, token.text.toLowerCase()) &&
      tokens[position + 1]?.kind === 'punct'
    ) {
      const pattern = likeFunctions[token.text.toLowerCase()]!;
      counted(true);
      position += 1;
      expectPunct('(');
      const target = field();
      expectPunct(',');
      const value = tokens[position];
      if (value?.kind !== 'string') throw new ODataError(`${token.text} needs a 'text' argument in $filter`);
      position += 1;
      expectPunct(')');
      params.push(pattern(escapeLike(value.value.toLowerCase())));
      const sql = `lower(${target.column}) LIKE ? ESCAPE '\\'`;
      // `contains(x,'y') eq false` is the same as `not contains(x,'y')`.
      if (isName('eq') && tokens[position + 1]?.kind === 'name') {
        position += 1;
        const word = (tokens[position] as { text: string }).text.toLowerCase();
        position += 1;
        if (word !== 'true' && word !== 'false') throw new ODataError('Expected true or false in $filter');
        return word === 'true' ? sql : `NOT (${sql})`;
      }
      return sql;
    }
    const target = field();
    counted(false);
    if (isName('in')) {
      position += 1;
      expectPunct('(');
      const values: SqlValue[] = [literal(target.type)];
      while (peek()?.kind === 'punct' && (peek() as { text: string }).text === ',') {
        position += 1;
        values.push(literal(target.type));
        if (values.length > filterLimits.maxInValues)
          throw new ODataError(`An in list of $filter may hold at most ${filterLimits.maxInValues} values`);
      }
      expectPunct(')');
      if (values.some((value) => value === null)) throw new ODataError('null is not allowed in an in list');
      params.push(...values);
      return `${target.column} IN (${values.map(() => '?').join(', ')})`;
    }
    const operator = peek();
    if (operator?.kind !== 'name' || !Object.hasOwn(comparisons, operator.text.toLowerCase())) {
      throw new ODataError('Expected a comparison (eq, ne, gt, ge, lt, le) in $filter');
    }
    position += 1;
    const op = operator.text.toLowerCase();
    const value = literal(target.type);
    if (value === null) {
      if (op !== 'eq' && op !== 'ne') throw new ODataError('null can only be compared with eq or ne');
      return `${target.column} IS ${op === 'eq' ? '' : 'NOT '}NULL`;
    }
    params.push(value);
    return `${target.column} ${comparisons[op]} ?`;
  };
  const unary = (): string => {
    if (isName('not')) {
      position += 1;
      return `NOT (${unary()})`;
    }
    return primary();
  };
  const and = (): string => {
    let sql = unary();
    while (isName('and')) {
      position += 1;
      sql = `${sql} AND ${unary()}`;
    }
    return sql;
  };
  const or = (): string => {
    let sql = and();
    while (isName('or')) {
      position += 1;
      sql = `(${sql} OR ${and()})`;
    }
    return sql;
  };

  if (tokens.length === 0) return { sql: '1 = 1', params: [], fields: [], textMatches: 0 };
  const sql = or();
  if (position < tokens.length) throw new ODataError('Unexpected text after the end of $filter');
  return { sql, params, fields: [...used], textMatches };
}

/** `$orderby=a desc, b` over whitelisted fields. */
export function orderByToSql(orderBy: string, fields: FieldMap): string {
  return orderBy
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, direction, ...rest] = part.split(/\s+/);
      if (!name || !Object.hasOwn(fields, name) || rest.length > 0)
        throw new ODataError(`Unknown field ${name ?? ''} in $orderby`);
      const dir = (direction ?? 'asc').toLowerCase();
      if (dir !== 'asc' && dir !== 'desc') throw new ODataError(`Unknown direction ${direction} in $orderby`);
      return `"${name}" ${dir.toUpperCase()}`;
    })
    .join(', ');
}
