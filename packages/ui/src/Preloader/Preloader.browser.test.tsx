import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ThemeProvider } from '../ThemeProvider';
import { Preloader } from './Preloader';

// Runs in Chromium, where React Aria's modals make the page inert as the overlay does (jsdom has
// no `inert`, so React Aria hides with aria-hidden there and the two never meet).
afterEach(cleanup);

function LetterScreen({ loading, warning }: { loading: boolean; warning: boolean }) {
  return (
    <ThemeProvider brand="clinical">
      <main>
        <Button>Save</Button>
      </main>
      <Preloader active={loading} initial label="Loading letter" />
      <Dialog title="Are you still there?" isOpen={warning} showCloseButton={false}>
        <p>You will be logged out soon.</p>
      </Dialog>
    </ThemeProvider>
  );
}

const overlayGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loading letter' })).toBeNull());

describe('Preloader with a React Aria dialog', () => {
  it('keeps the page inert under a dialog that opened while it loaded, until the dialog closes', async () => {
    const { rerender } = render(<LetterScreen loading warning={false} />);
    const save = screen.getByText('Save');
    rerender(<LetterScreen loading warning />);
    const warning = await screen.findByRole('dialog', { name: 'Are you still there?' });

    rerender(<LetterScreen loading={false} warning />);
    await overlayGone();
    // The inactivity warning is still up: what is behind it must not be read or reached.
    expect(save.closest('[inert]')).not.toBeNull();
    expect(warning.closest('[inert]')).toBeNull();

    rerender(<LetterScreen loading={false} warning={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(save.closest('[inert]')).toBeNull());
  });

  it('gives the page back when a dialog that was open before it closes after it', async () => {
    const { rerender } = render(<LetterScreen loading={false} warning />);
    const save = screen.getByText('Save');
    await screen.findByRole('dialog', { name: 'Are you still there?' });
    rerender(<LetterScreen loading warning />);
    rerender(<LetterScreen loading={false} warning />);
    await overlayGone();
    expect(save.closest('[inert]')).not.toBeNull();

    rerender(<LetterScreen loading={false} warning={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(save.closest('[inert]')).toBeNull());
  });
});
