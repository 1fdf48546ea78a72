import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { historyMessages } from '../messages';
import { sampleHistory } from './historySample';
import { LetterHistoryDialog } from './LetterHistoryDialog';

/** How many downloads of the table's code fail before one succeeds (the network dropped). */
const failedDownloads = vi.hoisted(() => ({ left: 0 }));
vi.mock('./HistoryTable', async (original) => {
  if (failedDownloads.left > 0) {
    failedDownloads.left -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return original();
});

describe('LetterHistoryDialog: its table downloaded as it opens (issue 33)', () => {
  it('says the history could not be shown when the table did not download, and downloads it again on Try again', async () => {
    failedDownloads.left = 1;
    const history = vi.fn(async () => sampleHistory);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LetterHistoryDialog letterId={7} api={{ letters: { history } }} isOpen onClose={() => {}} />
      </SWRConfig>,
    );
    const dialog = await screen.findByRole('dialog', { name: historyMessages.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(historyMessages.failed);
    await userEvent.click(within(dialog).getByRole('button', { name: historyMessages.tryAgain }));
    expect(await within(dialog).findByText('Sam Secretary')).toBeInTheDocument();
    expect(within(dialog).getByText('Dr Ada Patel')).toBeInTheDocument();
    // The rows had come: only the code was asked for again.
    expect(history).toHaveBeenCalledTimes(1);
  });
});
