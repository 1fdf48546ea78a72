/**
 * OData v4 literal helpers. Every string that reaches `$filter` goes through `quoteString`
 * (docs/architecture.md, "Security": `'` becomes `''`), so a filter value can never end the
 * literal early.
 */

export function quoteString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** OData date-time literal without milliseconds, e.g. `2026-11-22T00:00:00Z`. */
export function dateTimeLiteral(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A text filter: a value wrapped in double quotes is an exact match (`eq`), any other value a
 * substring match (`contains`), spec 001 section 5 "Quoted text gives an exact match".
 */
export function textMatch(field: string, rawValue: string): string | undefined {
  const value = rawValue.trim();
  const exact = /^"(.*)"$/s.exec(value);
  if (exact) {
    const inner = exact[1] ?? '';
    return inner === '' ? undefined : `${field} eq ${quoteString(inner)}`;
  }
  return value === '' ? undefined : `contains(${field},${quoteString(value)})`;
}

/** Joins the set clauses; each clause containing `or` arrives already parenthesised. */
export function and(clauses: readonly (string | undefined)[]): string {
  return clauses.filter((clause): clause is string => clause !== undefined && clause !== '').join(' and ');
}

/** Parenthesised, so that `and` binds around it as the reader expects. */
export function or(clauses: readonly string[]): string {
  return `(${clauses.join(' or ')})`;
}
