import { type Notice, noticeDurations } from '@dictation/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifier, toastTimeout } from './createNotifier';
import { ToastRegion } from './ToastRegion';

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  kind: 'success',
  message: 'Text copied',
  durationMs: noticeDurations.short,
  ...overrides,
});

describe('toastTimeout', () => {
  it('maps durations to queue timeouts, 0 meaning until dismissed', () => {
    expect(toastTimeout({ durationMs: noticeDurations.short })).toBe(4000);
    expect(toastTimeout({ durationMs: noticeDurations.long })).toBe(10000);
    expect(toastTimeout({ durationMs: noticeDurations.persistent })).toBeUndefined();
  });
});

describe('createNotifier', () => {
  it('replaces a notice with the same key instead of stacking', () => {
    const notifier = createNotifier();
    notifier.notify(notice({ message: 'one', key: 'upload', durationMs: 0 }));
    notifier.notify(notice({ message: 'two', key: 'upload', durationMs: 0 }));
    notifier.notify(notice({ message: 'other', durationMs: 0 }));
    expect(notifier.queue.visibleToasts.map((toast) => toast.content.message)).toEqual(['other', 'two']);
    notifier.dismiss('upload');
    expect(notifier.queue.visibleToasts.map((toast) => toast.content.message)).toEqual(['other']);
  });
});

describe('ToastRegion durations', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const showFor = (durationMs: number) => {
    const notifier = createNotifier();
    render(<ToastRegion notifier={notifier} />);
    act(() => notifier.notify(notice({ durationMs })));
    expect(screen.getByText('Text copied')).toBeInTheDocument();
    return notifier;
  };

  it('hides a short notice after 4000 ms', () => {
    showFor(noticeDurations.short);
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByText('Text copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Text copied')).not.toBeInTheDocument();
  });

  it('hides a long notice after 10000 ms', () => {
    showFor(noticeDurations.long);
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.queryByText('Text copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Text copied')).not.toBeInTheDocument();
  });

  it('keeps a persistent notice until dismissed', () => {
    const notifier = showFor(noticeDurations.persistent);
    act(() => vi.advanceTimersByTime(60000));
    expect(screen.getByText('Text copied')).toBeInTheDocument();
    act(() => notifier.clear());
    expect(screen.queryByText('Text copied')).not.toBeInTheDocument();
  });
});
