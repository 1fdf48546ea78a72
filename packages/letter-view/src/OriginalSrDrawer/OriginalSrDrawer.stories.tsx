import { ApiError } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { footerMessages, originalSrMessages } from '../messages';
import { openedFrom, ownSwrCache, type StoryRead, storyRead } from '../storySupport';
import { OriginalSrDrawer, type OriginalSrDrawerApi } from './OriginalSrDrawer';

/** The recogniser's output as the sandbox serves it, with what a hostile answer could add. */
const storySr =
  '<p>dear colleague thank you for referring this patient</p>' +
  '<p>on examination the chest was <strong>clear</strong></p>' +
  '<p onclick="alert(1)">plan review in six weeks<script>alert(2)</script><img src="x" onerror="alert(3)"></p>';

/** A fake client whose original SR answers as told; failures are a 404. */
const originalSrApi = (outcome: StoryRead<string>): OriginalSrDrawerApi => ({
  letters: {
    originalSr: storyRead(
      outcome,
      () =>
        new ApiError(
          { kind: 'http', status: 404, statusText: 'Not Found', body: '' },
          'Not Found',
          'letters.originalSr',
        ),
    ),
  },
});

const meta = {
  title: 'LetterView/OriginalSrDrawer',
  component: OriginalSrDrawer,
  args: {
    letterId: 4711,
    api: originalSrApi({ answers: storySr }),
    isOpen: true,
    onClose: fn(),
    notify: fn(),
    copy: fn(async () => {}),
  },
  // Opened from the footer's More actions item: focus comes back to it.
  render: openedFrom(footerMessages.seeOriginalSr, OriginalSrDrawer),
  decorators: [ownSwrCache],
} satisfies Meta<typeof OriginalSrDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer renders in a portal, outside the story's canvas. */
const page = () => within(document.body);

async function drawer() {
  const element = await page().findByRole('dialog', { name: originalSrMessages.title });
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

const closed = () => waitFor(() => expect(page().queryByRole('dialog')).toBeNull());

/** The text with its formatting, sanitized: no script, no handler survives. */
export const Loaded: Story = {
  play: async ({ args }) => {
    const panel = await drawer();
    const text = await within(panel).findByRole('region', { name: originalSrMessages.text });
    expect(text).toHaveTextContent('dear colleague thank you for referring this patient');
    expect(within(text).getByText('clear').tagName).toBe('STRONG');
    expect(text.querySelector('script, [onclick], [onerror]')).toBeNull();
    expect(args.api.letters.originalSr).toHaveBeenCalledWith(4711);
    expect(within(panel).getByRole('button', { name: originalSrMessages.copy })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

/** Copy puts the formatted and the plain text on the clipboard; spec 001: the 4 s notice. */
export const Copy: Story = {
  play: async ({ args }) => {
    const panel = await drawer();
    await userEvent.click(await within(panel).findByRole('button', { name: originalSrMessages.copy }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Copied text to clipboard',
        durationMs: 4000,
      }),
    );
    const [html, text] = (args.copy as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    expect(html).toContain('<strong>clear</strong>');
    expect(html).not.toMatch(/script|onclick|onerror/);
    expect(text).toBe(
      'dear colleague thank you for referring this patient\non examination the chest was clear\nplan review in six weeks',
    );
    // The drawer stays open after a copy.
    expect(panel).toBeVisible();
  },
};

/** The browser refuses the clipboard: 'Copy failed' for 4 s. */
export const CopyFailed: Story = {
  args: {
    copy: fn(async () => {
      throw new Error('Clipboard blocked');
    }),
  },
  play: async ({ args }) => {
    const panel = await drawer();
    await userEvent.click(await within(panel).findByRole('button', { name: originalSrMessages.copy }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Copy failed', durationMs: 4000 }),
    );
  },
};

/** A recogniser's plain text (no tags) keeps its lines. */
export const PlainText: Story = {
  args: { api: originalSrApi({ answers: 'first line of the dictation\nsecond line & more' }) },
  play: async ({ args }) => {
    const panel = await drawer();
    const text = await within(panel).findByRole('region', { name: originalSrMessages.text });
    expect(text.querySelectorAll('p')).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: originalSrMessages.copy }));
    expect(args.copy).toHaveBeenCalledWith(
      '<p>first line of the dictation</p><p>second line &amp; more</p>',
      'first line of the dictation\nsecond line & more',
    );
  },
};

/** Nothing recognised: said, and nothing to copy. */
export const Empty: Story = {
  args: { api: originalSrApi({ answers: '<p> </p>' }) },
  play: async () => {
    const panel = await drawer();
    expect(await within(panel).findByText(originalSrMessages.empty)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: originalSrMessages.copy })).toBeNull();
  },
};

export const Loading: Story = {
  args: { api: originalSrApi('hangs') },
  play: async () => {
    const panel = await drawer();
    expect(within(panel).getByRole('progressbar', { name: originalSrMessages.loading })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: originalSrMessages.copy })).toBeNull();
  },
};

/** The read fails: the reason and Try again, which reads the text again. */
export const Failed: Story = {
  args: { api: originalSrApi({ fails: 1, thenAnswers: storySr }) },
  play: async ({ args }) => {
    const panel = await drawer();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(originalSrMessages.failed);
    expect(alert).toHaveTextContent('Not Found');
    await userEvent.click(within(panel).getByRole('button', { name: originalSrMessages.tryAgain }));
    expect(await within(panel).findByRole('region', { name: originalSrMessages.text })).toBeVisible();
    expect(args.api.letters.originalSr).toHaveBeenCalledTimes(2);
  },
};

/**
 * Keyboard only: the drawer opens from its button with the focus inside; Tab stays inside
 * (the text scrolls with the keyboard); Escape closes it and the focus goes back.
 */
export const Keyboard: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: footerMessages.seeOriginalSr });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await drawer();
    const text = await within(panel).findByRole('region', { name: originalSrMessages.text });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    const close = within(panel).getByRole('button', { name: 'Close' });
    const copy = within(panel).getByRole('button', { name: originalSrMessages.copy });
    close.focus();
    await userEvent.tab();
    expect(text).toHaveFocus();
    await userEvent.tab();
    expect(copy).toHaveFocus();
    // Contained: past the last control the focus wraps to the first.
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Close (the drawer's button) closes it. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const panel = await drawer();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await closed();
    expect(args.onClose).toHaveBeenCalledOnce();
  },
};
