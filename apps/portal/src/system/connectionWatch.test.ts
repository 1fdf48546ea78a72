import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchConnection } from './connectionWatch';

describe('watchConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every 5 s and reports going offline once, then coming back', async () => {
    const answers = [true, false, false, true];
    const ping = vi.fn(() => (answers.shift() ? Promise.resolve() : Promise.reject(new Error('offline'))));
    const onChange = vi.fn();
    const stop = watchConnection({ ping, onChange });

    await vi.advanceTimersByTimeAsync(4999);
    expect(ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(5000);
    expect(onChange).toHaveBeenLastCalledWith('offline');
    await vi.advanceTimersByTimeAsync(5000);
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onChange).toHaveBeenLastCalledWith('online');
    expect(ping).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops polling when stopped', async () => {
    const ping = vi.fn(() => Promise.resolve());
    const stop = watchConnection({ ping, onChange: () => {} });
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ping).not.toHaveBeenCalled();
  });
});
