import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/storageLike';
import { createActivityBus, pageActivity, reportActivity } from './activityBus';
import { createSharedActivity, sharedActivityKeyFor } from './sharedActivity';

describe('activity bus', () => {
  it('tells every listener what kind of activity was reported, until it unsubscribes', () => {
    const bus = createActivityBus();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = bus.subscribe(first);
    bus.subscribe(second);
    bus.report('pedal');
    expect(first).toHaveBeenCalledWith('pedal');
    expect(second).toHaveBeenCalledWith('pedal');
    stopFirst();
    bus.report('recording');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith('recording');
  });

  it('reportActivity goes to the page bus', () => {
    const listener = vi.fn();
    const unsubscribe = pageActivity.subscribe(listener);
    reportActivity('speechMike');
    unsubscribe();
    reportActivity('hotkey');
    expect(listener.mock.calls).toEqual([['speechMike']]);
  });
});

describe('shared activity', () => {
  it('keeps the latest activity any tab wrote, under one key per API', () => {
    const storage = createMemoryStorage();
    const key = sharedActivityKeyFor('https://api.example');
    const tabA = createSharedActivity(storage, key);
    const tabB = createSharedActivity(storage, key);
    expect(tabA.read()).toBe(0);
    tabA.write(5_000);
    expect(tabB.read()).toBe(5_000);
    // A tab whose own last activity is older does not move the shared one back.
    tabB.write(3_000);
    expect(tabA.read()).toBe(5_000);
    expect(createSharedActivity(storage, sharedActivityKeyFor('https://other.example')).read()).toBe(0);
  });

  it('reads a value that is not a time as no activity', () => {
    const storage = createMemoryStorage({ key: '"soon"' });
    expect(createSharedActivity(storage, 'key').read()).toBe(0);
  });
});
