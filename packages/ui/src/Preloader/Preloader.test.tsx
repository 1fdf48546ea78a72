import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Preloader } from './Preloader';
import { preloaderHideDelays, usePreloaderVisibility } from './usePreloaderVisibility';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePreloaderVisibility', () => {
  it('shows at once and hides 1000 ms after active turns off', () => {
    const { result, rerender } = renderHook(({ active }) => usePreloaderVisibility(active, false), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(true);
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(preloaderHideDelays.default - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides 400 ms after the initial load', () => {
    const { result, rerender } = renderHook(({ active }) => usePreloaderVisibility(active, true), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('stays shown when active turns on again within the delay', () => {
    const { result, rerender } = renderHook(({ active }) => usePreloaderVisibility(active, false), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(600));
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(true);
  });

  it('is hidden when never active', () => {
    const { result } = renderHook(() => usePreloaderVisibility(false, false));
    expect(result.current).toBe(false);
  });
});

describe('Preloader', () => {
  it('is announced by its label while shown', () => {
    render(<Preloader active label="Loading letters" />);
    expect(screen.getByRole('dialog', { name: 'Loading letters' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading letters' })).toBeInTheDocument();
  });
});
