import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferredModule';

/** A dialog's or drawer's deferred code, as a stand-in whose downloads the test settles. */
function Control({ title }: { title: string }) {
  return <div role="alertdialog" aria-label={title} />;
}

afterEach(() => {
  vi.doUnmock('./overlayControlsModule');
  vi.resetModules();
});

const overlays = [
  { name: 'Dialog', control: 'dialogControl', load: async () => (await import('../Dialog/Dialog')).Dialog },
  { name: 'Drawer', control: 'drawerControl', load: async () => (await import('../Drawer/Drawer')).Drawer },
] as const;

describe.each(overlays)('$name', ({ control, load }) => {
  /** The overlay and the overlay lease from fresh modules, its code's downloads in the test's hands. */
  async function freshOverlay() {
    const downloads: { resolve: (code: Record<string, typeof Control>) => void; reject: () => void }[] = [];
    const importCode = vi.fn(
      () =>
        new Promise<Record<string, typeof Control>>((resolve, reject) => downloads.push({ resolve, reject })),
    );
    vi.resetModules();
    vi.doMock('./overlayControlsModule', () => ({ [control]: deferredModule(importCode) }));
    const [Overlay, { leaseOverlay }] = await Promise.all([load(), import('../Preloader/overlayLease')]);
    return {
      Overlay: Overlay as ComponentType<{ title: string; isOpen: boolean }>,
      leaseOverlay,
      importCode,
      fail: () => act(async () => downloads.shift()?.reject()),
      arrive: () =>
        act(async () => downloads.shift()?.resolve({ DialogControl: Control, DrawerControl: Control })),
    };
  }

  it("opened while the screen still loads, or after the idle moment's download failed, asks for its code at once", async () => {
    const { Overlay, leaseOverlay, importCode, fail, arrive } = await freshOverlay();
    const container = document.body.appendChild(document.createElement('div'));
    // A screen still starting: code for later waits for its loading overlay to close.
    const screenLoading = leaseOverlay(container, { label: 'Loading', active: true, overlayClass: '' }, '');
    const question = (isOpen: boolean) => <Overlay title="Complete this dictation?" isOpen={isOpen} />;
    const { rerender } = render(question(false));
    expect(importCode).not.toHaveBeenCalled();

    rerender(question(true));
    expect(importCode).toHaveBeenCalledTimes(1);
    // Offline, and the file not held: nothing to show, and the next opening asks again.
    await fail();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    rerender(question(false));
    rerender(question(true));
    expect(importCode).toHaveBeenCalledTimes(2);
    await arrive();
    expect(screen.getByRole('alertdialog', { name: 'Complete this dictation?' })).toBeInTheDocument();

    screenLoading.release();
    container.remove();
  });
});
