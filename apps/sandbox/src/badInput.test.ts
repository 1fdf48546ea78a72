import { endpointList } from '@dictation/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/harness';

/**
 * The rule: bad input on any endpoint gets a 4xx with a message, never a 500 or a crash.
 * Every endpoint of the contract (the client's own list) gets malformed path parameters, query
 * values and bodies.
 */
let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await sandbox.token('doctor');
});
afterAll(async () => {
  await sandbox.dispose();
});

const pathValues = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00'];
const bodies: [string, string][] = [
  ['application/json', '{"id":"x","letterId":[],"priority":"high","notes":5}'],
  ['application/json', 'null'],
  ['application/json', '[1,2]'],
  ['application/json', '{"broken":'],
  ['application/x-www-form-urlencoded', 'grant_type=nonsense&UserId=abc&Code='],
  ['application/octet-stream', '\u0001\u0002\u0003'],
  ['text/plain', 'just text'],
];
const queries = [
  '',
  '?letterId=abc&orgItemId=x&fileName=..%2F..&recordMode=7&startPosition=-5&endPosition=x&isLastPart=maybe&hash=zz&length=-1',
  "?$filter=id%20eq%20'1&$top=-1&$skip=x&$orderby=password",
  '?documentId=abc&letterId=null&username=&isInProgressPage=perhaps&defaultToOverwrite=2&enableSound=',
];

describe('bad input', () => {
  it.each(endpointList.map((entry) => [entry.functionName, entry] as const))(
    '%s never answers 5xx',
    async (_name, entry) => {
      const statuses: number[] = [];
      const send = async (pathValue: string, query: string, [type, body]: [string, string]) => {
        const response = await sandbox.call(`/api/${entry.path.replace(/\{\w+\}/g, pathValue)}${query}`, {
          method: entry.method,
          token,
          headers: type ? { 'Content-Type': type } : {},
          body: entry.method === 'GET' ? undefined : body,
        });
        statuses.push(response.status);
        if (response.status >= 400) expect((await response.text()).length).toBeGreaterThan(0);
        else await response.arrayBuffer();
      };
      const bodyCases = entry.method === 'GET' ? [['', ''] as [string, string]] : bodies;
      // Every query with every body once; the other path values with one bad query and body each.
      for (const query of queries) for (const body of bodyCases) await send(pathValues[0]!, query, body);
      if (entry.path.includes('{'))
        for (const value of pathValues.slice(1)) await send(value, queries[1]!, bodyCases[0]!);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    },
  );
});
