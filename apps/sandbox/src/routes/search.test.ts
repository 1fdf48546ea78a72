import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/harness';
import { archivedBefore, LetterSearch, listCallsOf, listCallsWaiting, type SearchQuery } from './search';

/**
 * The list page is written as JSON straight from the rows (issue 22, load): it must be the text
 * that stringifying the search's objects gives, byte for byte.
 */
let sandbox: TestSandbox;
let secretary: string;
let search: LetterSearch;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  secretary = await sandbox.token('secretary');
  search = new LetterSearch(sandbox.context.db, 10_000);
});
afterAll(async () => {
  await search.close();
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
      const expected = JSON.stringify(await search.objects(1, query, cutoff));
      expect(await search.json(1, query, cutoff)).toBe(expected);
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

/** Issue 34: one filter must not hold the server, nor one user the search. */
describe('the search under a costly filter', () => {
  const page = (filter: string, token = secretary) =>
    sandbox.call(
      `/api/author/odata/Letters/LettersService.Search()?$count=true&$filter=${encodeURIComponent(filter)}`,
      { token },
    );
  const textMatches = (count: number) =>
    Array.from({ length: count }, (_, n) => `contains(notes,'${n}')`).join(' or ');

  it('answers a page scanned on the search worker as the event loop answers the same page', async () => {
    // Every letter has an author: the text match changes nothing but where the page runs.
    const onTheLoop = await search.json(1, {
      $top: 50,
      $skip: 5,
      $count: 'true',
      $filter: 'isDeleted eq false',
    });
    const onTheWorker = await search.json(1, {
      $top: 50,
      $skip: 5,
      $count: 'true',
      $filter: "contains(authorName,'') and isDeleted eq false",
    });
    expect(JSON.parse(onTheWorker)).toEqual(JSON.parse(onTheLoop));
    expect((JSON.parse(onTheLoop) as { value: unknown[] }).value).toHaveLength(50);
  });

  it('refuses a filter over the limits with a 400 that names $filter', async () => {
    const answer = await page(textMatches(140));
    expect([answer.status, await answer.text()]).toEqual([
      400,
      '$filter may hold at most 6 contains, startswith or endswith',
    ]);
  });

  it('stops a page at its time budget with 503, and answers other calls meanwhile', async () => {
    const tight = await startTestSandbox({ searchTimeBudgetMs: 0 });
    try {
      const token = await tight.token('secretary');
      const answer = await tight.call(
        `/api/author/odata/Letters/LettersService.Search()?$count=true&$filter=${encodeURIComponent(textMatches(6))}`,
        { token },
      );
      expect([answer.status, await answer.text()]).toEqual([
        503,
        'The search took too long and was stopped. Narrow it down (fewer contains) and try again.',
      ]);
      expect((await tight.call('/api/ping')).status).toBe(200);
    } finally {
      await tight.dispose();
    }
  });

  it('runs one list call of a user at a time, lets four wait, and refuses more with 429', async () => {
    const userId = (
      sandbox.context.db.prepare("SELECT id FROM users WHERE user_name = 'secretary'").get() as { id: number }
    ).id;
    // The user's calls in flight, held here: one running and those that may wait.
    const calls = listCallsOf(sandbox.context);
    const held = await calls.acquire(`user:${userId}`);
    const waiting = Array.from({ length: listCallsWaiting }, () => calls.acquire(`user:${userId}`));
    const refused = await page('isDeleted eq false');
    expect([refused.status, refused.headers.get('Retry-After'), await refused.text()]).toEqual([
      429,
      '1',
      'Your earlier list requests are still running. Please try again in a moment.',
    ]);
    // Another user is not held up.
    expect((await page('isDeleted eq false', await sandbox.token('doctor'))).status).toBe(200);
    held();
    // Each waiting call gets its turn when the one before is done.
    for (const turn of waiting) (await turn)();
    expect((await page('isDeleted eq false')).status).toBe(200);
  });
});
