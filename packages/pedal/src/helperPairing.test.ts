import { createMemoryStorage } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import {
  createHelperPairing,
  createHelperPairingStore,
  HelperPairingError,
  helperPairingStorageKey,
} from './helperPairing';

type Answer = { status: number; body?: unknown } | 'unreachable';

/** A fetch where the helper listens on one port; `answers` are its next answers to the token step. */
function fakeHelper(port: number, tokenAnswers: Answer[], codeAnswer: Answer = { status: 201, body: {} }) {
  const calls: { url: string; body: unknown }[] = [];
  const respond = (answer: Answer) => {
    if (answer === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
    return Promise.resolve(new Response(text, { status: answer.status }));
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (!url.startsWith(`http://127.0.0.1:${port}/`)) return respond('unreachable');
    return respond(url.endsWith('/pairing/code') ? codeAnswer : (tokenAnswers.shift() ?? 'unreachable'));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const pairingWith = (helper: ReturnType<typeof fakeHelper>) => {
  const storage = createMemoryStorage();
  const store = createHelperPairingStore(storage);
  return { pairing: createHelperPairing({ fetch: helper.fetch, store }), store, storage };
};

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'paired',
    (error: unknown) => (error instanceof HelperPairingError ? error.reason : String(error)),
  );

describe('createHelperPairing', () => {
  it('asks every port for a code, types it back to the helper that showed it, and stores the token', async () => {
    const helper = fakeHelper(5002, [{ status: 200, body: { token: 'install-token' } }]);
    const { pairing, store, storage } = pairingWith(helper);
    await pairing.requestCode();
    expect(helper.calls.map((call) => call.url).sort()).toEqual([
      'http://127.0.0.1:5000/pairing/code',
      'http://127.0.0.1:5001/pairing/code',
      'http://127.0.0.1:5002/pairing/code',
      'http://127.0.0.1:5003/pairing/code',
    ]);
    await pairing.exchangeCode('123456');
    expect(helper.calls.at(-1)).toEqual({
      url: 'http://127.0.0.1:5002/pairing/token',
      body: { code: '123456' },
    });
    expect(store.read()).toBe('install-token');
    expect(storage.getItem(helperPairingStorageKey)).toBe('install-token');
  });

  it('names each refusal: wrong code, expired, locked; and stores nothing', async () => {
    const helper = fakeHelper(5000, [{ status: 403 }, { status: 410 }, { status: 429 }, { status: 500 }]);
    const { pairing, store } = pairingWith(helper);
    await pairing.requestCode();
    expect(await reasonOf(pairing.exchangeCode('000000'))).toBe('wrongCode');
    expect(await reasonOf(pairing.exchangeCode('000000'))).toBe('expired');
    expect(await reasonOf(pairing.exchangeCode('000000'))).toBe('locked');
    expect(await reasonOf(pairing.exchangeCode('000000'))).toBe('failed');
    expect(store.read()).toBeUndefined();
  });

  it('stores nothing from a malformed answer', async () => {
    for (const body of ['not json', { token: 42 }, { token: '' }, null]) {
      const helper = fakeHelper(5000, [{ status: 200, body }]);
      const { pairing, store } = pairingWith(helper);
      await pairing.requestCode();
      expect(await reasonOf(pairing.exchangeCode('123456'))).toBe('failed');
      expect(store.read()).toBeUndefined();
    }
  });

  it('says the helper did not answer when no port has one, and a locked helper when it refuses codes', async () => {
    expect(await reasonOf(pairingWith(fakeHelper(6000, [])).pairing.requestCode())).toBe('unreachable');
    const locked = fakeHelper(5001, [], { status: 429 });
    expect(await reasonOf(pairingWith(locked).pairing.requestCode())).toBe('locked');
    const helper = fakeHelper(5000, ['unreachable']);
    const { pairing } = pairingWith(helper);
    await pairing.requestCode();
    expect(await reasonOf(pairing.exchangeCode('123456'))).toBe('unreachable');
  });
});

describe('createHelperPairingStore', () => {
  it('tells its listeners of a token stored here or in another tab', () => {
    const storage = createMemoryStorage();
    const store = createHelperPairingStore(storage);
    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });
    store.write('here');
    window.dispatchEvent(new StorageEvent('storage', { key: helperPairingStorageKey }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something else' }));
    expect(changes).toBe(2);
    unsubscribe();
    store.write('after');
    expect(changes).toBe(2);
  });

  it('keeps nothing and throws nothing when storage is blocked', () => {
    const blocked = createMemoryStorage();
    blocked.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    blocked.setItem = blocked.getItem;
    const store = createHelperPairingStore(blocked);
    expect(() => store.write('token')).not.toThrow();
    expect(store.read()).toBeUndefined();
  });
});
