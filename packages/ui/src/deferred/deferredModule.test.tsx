import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButtonStandIn } from '../ActionMenu/MenuButtonStandIn';
import { leaseOverlay } from '../Preloader/overlayLease';
import {
  type DeferredModule,
  deferredModule,
  useDeferredControl,
  useDeferredModule,
  useScreenStartHold,
} from './deferredModule';

/** A module whose download the test settles: `arrive` or `fail` the pending one. */
function controlledImport() {
  const pending: { resolve: (module: { name: string }) => void; reject: (error: Error) => void }[] = [];
  const importModule = vi.fn(
    () => new Promise<{ name: string }>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return {
    importModule,
    arrive: (name: string) => act(async () => pending.shift()?.resolve({ name })),
    fail: () => act(async () => pending.shift()?.reject(new Error('offline'))),
  };
}

describe('deferredModule', () => {
  it('downloads once, however many ask, and is current from then on', async () => {
    const { importModule, arrive } = controlledImport();
    const deferred = deferredModule(importModule);
    expect(deferred.current).toBeUndefined();
    const first = deferred.load();
    const second = deferred.load();
    await arrive('controls');
    expect(await first).toEqual({ name: 'controls' });
    expect(await second).toBe(await first);
    expect(deferred.current).toEqual({ name: 'controls' });
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const { importModule, arrive, fail } = controlledImport();
    const deferred = deferredModule(importModule);
    const failed = expect(deferred.load()).rejects.toThrow('offline');
    await fail();
    await failed;
    expect(deferred.current).toBeUndefined();
    const again = deferred.load();
    await arrive('controls');
    expect(await again).toEqual({ name: 'controls' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

function Shown({ deferred }: { deferred: ReturnType<typeof deferredModule<{ name: string }>> }) {
  const [wanted, setWanted] = useState(false);
  const module = useDeferredModule(deferred, wanted);
  return (
    <>
      <p>{module ? `with ${module.name}` : 'stand-in'}</p>
      <button type="button" onClick={() => setWanted(true)}>
        use
      </button>
    </>
  );
}

/** A page whose part holds its start (the recorder until Record), beside deferred code. */
function HoldingPage({
  holding,
  deferred,
}: {
  holding: boolean;
  deferred: DeferredModule<{ name: string }>;
}) {
  useScreenStartHold(holding);
  return <Shown deferred={deferred} />;
}

describe('useDeferredModule', () => {
  it('renders without the module, asks for it once the page is idle, and renders again with it', async () => {
    vi.useFakeTimers();
    try {
      const { importModule, arrive } = controlledImport();
      render(<Shown deferred={deferredModule(importModule)} />);
      expect(screen.getByText('stand-in')).toBeInTheDocument();
      // Not during the render and its paint: after them (jsdom has no idle callback: a timer).
      expect(importModule).not.toHaveBeenCalled();
      await act(async () => vi.runOnlyPendingTimers());
      expect(importModule).toHaveBeenCalledTimes(1);
      await arrive('controls');
      expect(screen.getByText('with controls')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits for the screen's start: asks once the loading overlay has closed and the page is idle again", async () => {
    vi.useFakeTimers();
    const container = document.body.appendChild(document.createElement('div'));
    const look = { label: 'Loading the letter', active: true, overlayClass: '' };
    try {
      const { importModule, arrive } = controlledImport();
      const shell = leaseOverlay(container, look, '');
      render(<Shown deferred={deferredModule(importModule)} />);
      await act(async () => vi.runOnlyPendingTimers());
      expect(importModule).not.toHaveBeenCalled();
      // The next loader of the screen takes the overlay as the first gives it back.
      const letter = leaseOverlay(container, look, '');
      shell.release();
      await act(async () => vi.runOnlyPendingTimers());
      expect(importModule).not.toHaveBeenCalled();
      // The overlay closes a microtask after its last lease is given back.
      await act(async () => letter.release());
      await act(async () => vi.runOnlyPendingTimers());
      expect(importModule).toHaveBeenCalledTimes(1);
      await arrive('controls');
      expect(screen.getByText('with controls')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      container.remove();
    }
  });

  it('a screen that starts loading after the render but before the idle moment is waited for too', async () => {
    vi.useFakeTimers();
    const container = document.body.appendChild(document.createElement('div'));
    try {
      const { importModule } = controlledImport();
      render(<Shown deferred={deferredModule(importModule)} />);
      const lease = leaseOverlay(container, { label: 'Loading', active: true, overlayClass: '' }, '');
      await act(async () => vi.runOnlyPendingTimers());
      expect(importModule).not.toHaveBeenCalled();
      await act(async () => lease.release());
      await act(async () => vi.runOnlyPendingTimers());
      expect(importModule).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      container.remove();
    }
  });

  it('waits for a part of the screen that holds its start, beside its overlay and after it', async () => {
    vi.useFakeTimers();
    const container = document.body.appendChild(document.createElement('div'));
    const { importModule } = controlledImport();
    const deferred = deferredModule(importModule);
    try {
      const lease = leaseOverlay(container, { label: 'Loading', active: true, overlayClass: '' }, '');
      const page = render(<HoldingPage holding deferred={deferred} />);
      // The overlay closes (the page's data is in); the recorder still reads its job's audio.
      await act(async () => lease.release());
      await act(async () => vi.runOnlyPendingTimers());
      expect(importModule).not.toHaveBeenCalled();
      page.rerender(<HoldingPage holding={false} deferred={deferred} />);
      await act(async () => vi.runOnlyPendingTimers());
      expect(importModule).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      container.remove();
    }
  });

  it('renders with a module already in from its first render', async () => {
    const { importModule, arrive } = controlledImport();
    const deferred = deferredModule(importModule);
    const loading = deferred.load();
    await arrive('controls');
    await loading;
    render(<Shown deferred={deferred} />);
    expect(screen.getByText('with controls')).toBeInTheDocument();
  });

  it('asks at once when the user wants it, and again after a failed download', async () => {
    vi.useFakeTimers();
    try {
      const { importModule, arrive, fail } = controlledImport();
      render(<Shown deferred={deferredModule(importModule)} />);
      await act(async () => vi.runOnlyPendingTimers());
      await fail();
      expect(screen.getByText('stand-in')).toBeInTheDocument();
      // The user comes to the control: asked again at once, without waiting for an idle moment.
      await act(async () => screen.getByRole('button', { name: 'use' }).click());
      expect(importModule).toHaveBeenCalledTimes(2);
      await arrive('controls');
      expect(screen.getByText('with controls')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A menu button whose menu's code is `deferred`'s: the stand-in until it is in. */
function MenuOrStandIn({ deferred }: { deferred: DeferredModule<{ name: string }> }) {
  const { controls, standInHandlers, waiting } = useDeferredControl(deferred);
  if (controls) return <p>{`menu of ${controls.name}`}</p>;
  return (
    <MenuButtonStandIn handlers={standInHandlers} waiting={waiting}>
      More actions
    </MenuButtonStandIn>
  );
}

describe('useDeferredControl', () => {
  const announced = () => document.getElementById('dictation-polite-announcer')?.textContent ?? '';

  it('shows that a pressed stand-in is waiting for its code, and reads it out, until the control comes', async () => {
    const { importModule, arrive } = controlledImport();
    render(<MenuOrStandIn deferred={deferredModule(importModule)} />);
    const standIn = screen.getByRole('button', { name: 'More actions' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(standIn);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // A status message (WCAG 4.1.3), read without moving the focus from the button.
    await waitFor(() => expect(announced()).toBe('Loading'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await arrive('controls');
    expect(screen.getByText('menu of controls')).toBeInTheDocument();
    expect(announced()).toBe('');
  });

  it('a failed download ends the wait: the stand-in as before, and the next press asks again', async () => {
    const { importModule, arrive, fail } = controlledImport();
    render(<MenuOrStandIn deferred={deferredModule(importModule)} />);
    const standIn = screen.getByRole('button', { name: 'More actions' });
    await userEvent.click(standIn);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await fail();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(announced()).toBe('');
    await userEvent.click(standIn);
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await arrive('controls');
    expect(screen.getByText('menu of controls')).toBeInTheDocument();
  });

  it('focusing the stand-in asks for its code without showing a wait', async () => {
    const { importModule } = controlledImport();
    render(<MenuOrStandIn deferred={deferredModule(importModule)} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
