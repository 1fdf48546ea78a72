import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../Button';
import { ThemeProvider } from '../ThemeProvider';
import { Drawer, drawerPlacements } from './Drawer';

// Runs in Chromium because the bug lives in real CSS animations (jsdom has none). The slide-in is
// stretched to a minute so Escape always lands mid-slide however busy the machine is; the
// regular 320 ms slide has the same problem, only for a shorter time.
let longSlide: HTMLStyleElement | undefined;
beforeEach(() => {
  longSlide = document.createElement('style');
  // `*` because every overlay re-declares the theme variables on its own themed element.
  longSlide.textContent = '* { --dictation-motion-duration-slow: 60s !important; }';
  document.head.append(longSlide);
});
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  longSlide?.remove();
});

describe.each(drawerPlacements)('Drawer (%s) closed by Escape while it is still sliding in', (placement) => {
  it('closes at once and returns focus to the trigger', async () => {
    render(
      <ThemeProvider brand="clinical">
        <DialogTrigger>
          <Button>Show filters</Button>
          <Drawer title="Filters" placement={placement}>
            <p>Filters go here.</p>
          </Drawer>
        </DialogTrigger>
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Show filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    expect(drawer.closest('[data-entering]')).not.toBeNull();

    await userEvent.keyboard('{Escape}');

    // Without the fix the closing drawer keeps focus until the minute-long slide has run out.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(trigger), { timeout: 5000 });
  });
});
