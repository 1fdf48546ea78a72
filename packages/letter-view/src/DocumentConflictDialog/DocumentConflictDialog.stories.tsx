import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { conflictMessages } from '../messages';
import { DocumentConflictDialog } from './DocumentConflictDialog';

const meta = {
  title: 'LetterView/DocumentConflictDialog',
  component: DocumentConflictDialog,
  args: { conflict: { kind: 'merged' }, onResolve: fn(), copyText: fn(async () => {}) },
} satisfies Meta<typeof DocumentConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas. */
const page = () => within(document.body);
/** The open dialog, once its entering transition has made it visible. */
async function dialog() {
  const element = await page().findByRole('alertdialog', { name: conflictMessages.title });
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

/** Escape does not close it: the user must choose, so nothing is dropped behind their back. */
async function expectNoEscape() {
  await userEvent.keyboard('{Escape}');
  expect(await dialog()).toBeVisible();
}

/** The user's edits were placed into the newer version: they are told, and check the text. */
export const Merged: Story = {
  play: async ({ args }) => {
    const prompt = within(await dialog());
    expect(prompt.getByText(conflictMessages.merged)).toBeInTheDocument();
    expect(prompt.queryByRole('button', { name: conflictMessages.useSaved })).toBeNull();
    await expectNoEscape();
    await userEvent.click(prompt.getByRole('button', { name: conflictMessages.ok }));
    expect(args.onResolve).toHaveBeenCalledWith('merged');
  },
};

const mine = '<h1>Clinic letter</h1><p>Dear Colleague,</p><ul><li><p>Ramipril 5 mg</p></li></ul>';

/** The edits overlap the other version: copy my text first, then keep mine. */
export const NeedsChoice: Story = {
  args: { conflict: { kind: 'conflict', mine } },
  play: async ({ args }) => {
    const prompt = within(await dialog());
    expect(prompt.getByText(conflictMessages.notMerged)).toBeInTheDocument();
    await expectNoEscape();
    await userEvent.click(prompt.getByRole('button', { name: conflictMessages.copyMine }));
    expect(args.copyText).toHaveBeenCalledWith('Clinic letter\nDear Colleague,\nRamipril 5 mg');
    await waitFor(() => expect(prompt.getByRole('status')).toHaveTextContent(conflictMessages.copied));
    expect(args.onResolve).not.toHaveBeenCalled();
    await userEvent.click(prompt.getByRole('button', { name: conflictMessages.keepMine }));
    expect(args.onResolve).toHaveBeenCalledWith('keepMine');
  },
};

/** Giving up one's own edits takes the explicit choice. */
export const NeedsChoiceUseSaved: Story = {
  args: { conflict: { kind: 'conflict', mine } },
  play: async ({ args }) => {
    const prompt = within(await dialog());
    await userEvent.click(prompt.getByRole('button', { name: conflictMessages.useSaved }));
    expect(args.onResolve).toHaveBeenCalledWith('useSaved');
    expect(args.onResolve).toHaveBeenCalledOnce();
  },
};

/** The clipboard refused (a browser setting): the user is told, and their text is still theirs. */
export const CopyFailed: Story = {
  args: {
    conflict: { kind: 'conflict', mine },
    copyText: fn(async () => {
      throw new Error('Clipboard blocked');
    }),
  },
  play: async ({ args }) => {
    const prompt = within(await dialog());
    await userEvent.click(prompt.getByRole('button', { name: conflictMessages.copyMine }));
    await waitFor(() => expect(prompt.getByRole('status')).toHaveTextContent(conflictMessages.failed));
    expect(prompt.getByRole('button', { name: conflictMessages.keepMine })).toBeEnabled();
    expect(args.onResolve).not.toHaveBeenCalled();
  },
};

/** No conflict, no dialog. */
export const Closed: Story = {
  args: { conflict: undefined },
  play: async () => {
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};
