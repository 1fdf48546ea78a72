import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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

  it('makes the page behind inert and holds the focus while shown, then hands both back', async () => {
    const { rerender } = render(<Page loading={false} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    // The name the focus finds as it arrives: what a screen reader announces.
    const namesAtFocus: (string | null)[] = [];
    const onFocus = (event: FocusEvent) =>
      namesAtFocus.push((event.target as Element).getAttribute('aria-label'));
    document.addEventListener('focusin', onFocus);
    rerender(<Page loading />);
    document.removeEventListener('focusin', onFocus);
    expect(save.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Loading letters' })).toHaveFocus();
    expect(namesAtFocus).toEqual(['Loading letters']);
    await hide(rerender, <Page loading={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save.closest('[inert]')).toBeNull();
    expect(save).toHaveFocus();
  });

  it('keeps the page inert until the last of two overlays over it hides', async () => {
    const { rerender } = render(<Page loading second />);
    const save = screen.getByText('Save');
    await hide(rerender, <Page loading={false} second />);
    expect(screen.getByRole('dialog', { name: 'Loading the list' })).toBeInTheDocument();
    expect(save.closest('[inert]')).not.toBeNull();
    await hide(rerender, <Page loading={false} second={false} />);
    expect(save.closest('[inert]')).toBeNull();
  });

  it('stays open, inert behind and focused, when the next load takes over in the same render', async () => {
    const { rerender, container: page } = render(<Steps step="shell" />);
    const overlay = screen.getByRole('dialog', { name: 'Loading' });
    const churn: string[] = [];
    overlay.addEventListener('focusout', () => churn.push('focus left'));
    const watcher = new MutationObserver(() => churn.push('inert changed'));
    watcher.observe(page, { attributes: true, attributeFilter: ['inert'] });
    rerender(<Steps step="letter" />);
    await act(async () => {});
    watcher.disconnect();
    // The same overlay, with the new load's name, and nothing given back and taken again.
    expect(screen.getByRole('dialog', { name: 'Loading letter' })).toBe(overlay);
    expect(overlay).toHaveFocus();
    expect(page).toHaveAttribute('inert');
    expect(churn).toEqual([]);
    expect(screen.getAllByRole('progressbar', { hidden: true })).toHaveLength(1);
    await hide(rerender, <Steps step="done" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page).not.toHaveAttribute('inert');
  });

  it('leaves inert what was inert before it, and keeps announcements and toasts readable', async () => {
    const announcer = Object.assign(document.createElement('div'), { textContent: 'Saved' });
    announcer.dataset.liveAnnouncer = 'true';
    const toasts = document.createElement('section');
    toasts.dataset.reactAriaTopLayer = 'true';
    const closedPanel = document.createElement('aside');
    closedPanel.setAttribute('inert', '');
    document.body.append(announcer, toasts, closedPanel);
    const { rerender } = render(<Page loading />);
    expect(announcer).not.toHaveAttribute('inert');
    expect(toasts).not.toHaveAttribute('inert');
    await hide(rerender, <Page loading={false} />);
    expect(closedPanel).toHaveAttribute('inert');
    for (const element of [announcer, toasts, closedPanel]) element.remove();
  });

  it("goes in a widget's overlay container and blocks the widget only, not the host page", () => {
    const { hostPage, field, widgetContent, overlays } = widgetOnHostPage();
    field.focus();
    render(
      <PortalProvider getContainer={() => overlays}>
        <Preloader active label="Loading" />
      </PortalProvider>,
      { container: widgetContent },
    );
    expect(overlays.querySelector('[role="dialog"]')).toHaveAccessibleName('Loading');
    expect(widgetContent).toHaveAttribute('inert');
    expect(hostPage).not.toHaveAttribute('inert');
    // The clinician typing in the host page's field keeps it.
    expect(field).toHaveFocus();
  });

  it("takes the focus from the widget's own content, and gives it back", async () => {
    const { widgetContent, overlays, shadow } = widgetOnHostPage();
    const page = (loading: boolean) => (
      <PortalProvider getContainer={() => overlays}>
        <Page loading={loading} />
      </PortalProvider>
    );
    const { rerender } = render(page(false), { container: widgetContent });
    const save = widgetContent.querySelector('button');
    save?.focus();
    rerender(page(true));
    expect(shadow.activeElement).toHaveAccessibleName('Loading letters');
    await hide(rerender, page(false));
    expect(shadow.activeElement).toBe(save);
  });
});

/** A host page with a field, and a widget whose shadow root holds its content and its overlays. */
function widgetOnHostPage() {
  const hostPage = document.body.appendChild(document.createElement('main'));
  const field = hostPage.appendChild(document.createElement('input'));
  const element = document.body.appendChild(document.createElement('dictation-recorder'));
  const shadow = element.attachShadow({ mode: 'open' });
  const widgetContent = shadow.appendChild(document.createElement('div'));
  const overlays = shadow.appendChild(document.createElement('div'));
  onTestFinished(() => {
    hostPage.remove();
    element.remove();
    forgetFocus();
  });
  return { hostPage, field, widgetContent, overlays, shadow };
}

/**
 * Gives the focus back to the body. jsdom keeps it on an element removed while focused inside a
 * shadow root (React's unmount after the test), and the next test file in the worker's shared
 * window would find no active element at all.
 */
function forgetFocus() {
  const anchor = document.body.appendChild(document.createElement('button'));
  anchor.focus();
  anchor.blur();
  anchor.remove();
}

/** A page with a button, and its loading overlays. */
function Page({ loading, second = false }: { loading: boolean; second?: boolean }) {
  return (
    <>
      <button type="button">Save</button>
      <Preloader active={loading} label="Loading letters" />
      <Preloader active={second} label="Loading the list" />
    </>
  );
}

/** A screen's start: the shell's load, then the letter's, each a loader of its own. */
function Steps({ step }: { step: 'shell' | 'letter' | 'done' }) {
  return (
    <div>
      <button type="button">Save</button>
      {step === 'shell' && <Preloader active label="Loading" />}
      {step === 'letter' && (
        <section>
          <Preloader active label="Loading letter" />
        </section>
      )}
    </div>
  );
}

/**
 * Renders `page`, then lets the overlay's hide delay pass, and the microtask in which the overlay
 * closes once no other loader took it over.
 */
async function hide(rerender: (ui: ReactElement) => void, page: ReactElement) {
  rerender(page);
  await act(async () => vi.advanceTimersByTime(preloaderHideDelays.default));
}
