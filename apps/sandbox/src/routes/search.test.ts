import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/harness';
import { archivedBefore, type SearchQuery, searchLetters, searchLettersJson } from './search';

/**
 * The list page is written as JSON straight from the rows (issue 22, load): it must be the text
 * that stringifying the search's objects gives, byte for byte.
 */
let sandbox: TestSandbox;
let secretary: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  secretary = await sandbox.token('secretary');
});
afterAll(async () => {
  await sandbox.dispose();
});

const queries: Partial<SearchQuery>[] = [
  {
    $count: 'true',
    $filter: 'isDeleted eq false and isCompleted eq false',
    $orderby: 'priority desc, recordedDate asc',
  },
  { $count: 'true', $filter: 'isCompleted eq true', $orderby: 'completedDateTime desc', $skip: 3 },
  { $filter: "contains(authorName,'a') and isDeleted eq false", $top: 7 },
  { $count: 'true', $filter: 'isDeleted eq true' },
  { $count: 'true', $filter: 'id eq -1' },
  { $top: 1000 },
];

describe('the list page as written', () => {
  it('is JSON.stringify of the search, every field, null, boolean and awkward text', async () => {
    const { db } = sandbox.context;
    const id = (
      db.prepare('SELECT id FROM letters WHERE tenant_id = 1 ORDER BY id LIMIT 1').get() as { id: number }
    ).id;
    db.prepare('UPDATE letters SET notes = ?, label_name = ? WHERE id = ?').run(
      'He said "no"\n\ttab \\ back\u2028line \u00e9\u00e8 \ud83d\ude00 </script> \u0001',
      '',
      id,
    );
    const cutoff = archivedBefore(sandbox.context.now(), 3);
    for (const partial of [...queries, { $count: 'true' as const, $filter: `id eq ${id}` }]) {
      const query: SearchQuery = { $top: 50, $skip: 0, ...partial };
      const expected = JSON.stringify(searchLetters(db, 1, query, cutoff));
      expect(searchLettersJson(db, 1, query, cutoff)).toBe(expected);
      const params = new URLSearchParams(
        Object.entries(query).map(([name, value]) => [name, String(value)] as [string, string]),
      );
      const answer = await sandbox.call(`/api/author/odata/Letters/LettersService.Search()?${params}`, {
        token: secretary,
      });
      expect(answer.status).toBe(200);
      // What Fastify writes for an object (any JSON route, the ping here).
      expect(answer.headers.get('content-type')).toBe(
        (await sandbox.call('/api/ping')).headers.get('content-type'),
      );
      expect(await answer.text()).toBe(expected);
    }
  });
});
