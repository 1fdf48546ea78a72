import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeAttributeTables, withAttributeTables } from './attributeTables';

const readmePath = resolve(dirname(fileURLToPath(import.meta.url)), '../../README.md');

describe("the README's attribute tables", () => {
  it('are the ones the schemas give (UPDATE_README=1 rewrites them)', () => {
    if (process.env.UPDATE_README)
      writeFileSync(readmePath, withAttributeTables(readFileSync(readmePath, 'utf8')));
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme).toContain(readmeAttributeTables());
  });

  it('list each attribute with its values, default, whether required and what it gives', () => {
    const tables = readmeAttributeTables();
    expect(tables).toContain(
      '| `mode` | `in-progress` \\| `completed` | `in-progress` | no | Which list: letters in progress or completed. |',
    );
    expect(tables).toContain("| `api-base-url` | text | the page's origin | no |");
    expect(tables).toContain('| `client-id` | text | `dictation-portal` | no |');
    expect(tables).toContain('| `show-count` | boolean | absent | no |');
  });

  it('replace only what lies between their markers', () => {
    const readme = withAttributeTables(readFileSync(readmePath, 'utf8'));
    const stale = readme.replace('| `label` | text |', '| `label` | number |');
    expect(withAttributeTables(stale)).toBe(readme);
    expect(() => withAttributeTables('# no tables')).toThrow(/has no/);
  });
});
