import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type HelperPairing, HelperPairingError, type HelperPairingFailure } from '../helperPairing';
import { HelperPairingPanel } from './HelperPairingPanel';

type Outcome = 'ok' | HelperPairingFailure;

/**
 * A helper that answers each step as the story says (no network: the real one is tested against
 * the simulator in apps/helper-sim). The spies let a play function see what the panel sent.
 */
function scriptedPairing(request: Outcome, exchange: Outcome): HelperPairing {
  const settle = (outcome: Outcome) =>
    outcome === 'ok' ? Promise.resolve() : Promise.reject(new HelperPairingError(outcome));
  return {
    requestCode: fn(() => settle(request)),
    exchangeCode: fn((_code: string) => settle(exchange)),
  };
}

const meta = {
  title: 'Pedal/HelperPairingPanel',
  component: HelperPairingPanel,
  args: { connection: 'pairingRequired', pairing: scriptedPairing('ok', 'ok') },
} satisfies Meta<typeof HelperPairingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Pair the desktop app' }));

/** Shows a code and types `code` into the field (not submitted). */
async function showCodeAndType(canvasElement: HTMLElement, code: string) {
  await userEvent.click(panel(canvasElement).getByRole('button', { name: 'Show a pairing code' }));
  const field = await panel(canvasElement).findByRole('textbox', { name: 'Pairing code' });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, code);
}

/** A desktop app answered, but this browser has not paired. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      panel(canvasElement).getByText(/The desktop app is running but does not know this browser yet/),
    ).toBeVisible();
    await expect(panel(canvasElement).getByRole('button', { name: 'Show a pairing code' })).toBeEnabled();
  },
};

/** Nothing to pair (connected, or no desktop app): nothing is shown. */
export const NothingToPair: Story = {
  args: { connection: 'connected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** The code is asked for, the field takes digits only, and the code is sent once complete. */
export const Paired: Story = {
  args: { pairing: scriptedPairing('ok', 'ok') },
  play: async ({ canvasElement, args }) => {
    await showCodeAndType(canvasElement, '12a3456');
    const field = panel(canvasElement).getByRole('textbox', { name: 'Pairing code' });
    await expect(field).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await expect(await panel(canvasElement).findByRole('status')).toHaveTextContent(
      'The desktop app is paired with this browser.',
    );
    await expect(args.pairing?.exchangeCode).toHaveBeenCalledWith('123456');
  },
};

/** Fewer than six digits are not sent: the field says what is missing. */
export const IncompleteCode: Story = {
  args: { pairing: scriptedPairing('ok', 'ok') },
  play: async ({ canvasElement, args }) => {
    await showCodeAndType(canvasElement, '123');
    await userEvent.click(panel(canvasElement).getByRole('button', { name: 'Pair' }));
    const field = panel(canvasElement).getByRole('textbox', { name: 'Pairing code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Type the 6 digits the desktop app shows.');
    await expect(args.pairing?.exchangeCode).not.toHaveBeenCalled();
  },
};

/** A wrong code: said at the field, which keeps the code to correct it. */
export const WrongCode: Story = {
  args: { pairing: scriptedPairing('ok', 'wrongCode') },
  play: async ({ canvasElement }) => {
    await showCodeAndType(canvasElement, '654321');
    await userEvent.click(panel(canvasElement).getByRole('button', { name: 'Pair' }));
    const field = panel(canvasElement).getByRole('textbox', { name: 'Pairing code' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'That is not the code the desktop app shows. Check it and type it again.',
      ),
    );
    await expect(field).toHaveValue('654321');
  },
};

/** An expired code: the user is sent back to ask for a new one. */
export const Expired: Story = {
  args: { pairing: scriptedPairing('ok', 'expired') },
  play: async ({ canvasElement }) => {
    await showCodeAndType(canvasElement, '123456');
    await userEvent.keyboard('{Enter}');
    await expect(await panel(canvasElement).findByRole('alert')).toHaveTextContent(
      'The code has expired. Show a new code and type that one.',
    );
    await expect(panel(canvasElement).getByRole('button', { name: 'Show a pairing code' })).toBeEnabled();
    await expect(panel(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** Too many wrong codes: the helper refuses for a while, and says so. */
export const Locked: Story = {
  args: { pairing: scriptedPairing('ok', 'locked') },
  play: async ({ canvasElement }) => {
    await showCodeAndType(canvasElement, '123456');
    await userEvent.keyboard('{Enter}');
    await expect(await panel(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Wait a minute, then show a new code.',
    );
  },
};

/** The desktop app went away before it showed a code. */
export const Unreachable: Story = {
  args: { pairing: scriptedPairing('unreachable', 'ok') },
  play: async ({ canvasElement }) => {
    await userEvent.click(panel(canvasElement).getByRole('button', { name: 'Show a pairing code' }));
    await expect(await panel(canvasElement).findByRole('alert')).toHaveTextContent(
      'The desktop app did not answer. Check that it is running, then try again.',
    );
  },
};
