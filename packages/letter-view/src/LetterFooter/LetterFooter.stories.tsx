import {
  messages as coreMessages,
  type LetterMetadata,
  type LetterPermissionsContext,
  letterPermissions,
  type PermissionsProfile,
} from '@dictation/core';
import { useToasts } from '@dictation/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { otherUser, storyLetter, storyProfile } from '../LetterHeader/letterHeaderStories';
import { LetterFooter } from './LetterFooter';
import { type FooterServerOptions, footerServer } from './letterFooterStories';
import { useLetterActions } from './useLetterActions';

interface StoryArgs {
  letter: LetterMetadata;
  profile: PermissionsProfile;
  server?: FooterServerOptions;
  context?: LetterPermissionsContext;
  onLeave: () => void;
  onOpen: (panel: string) => void;
  onPrint: () => void;
  onCopyText: () => void;
  /** Exposes the fake server to the play function. */
  onServer: (server: ReturnType<typeof footerServer>) => void;
}

/** The footer over a fake server whose actions change the letter; a reload reads it again. */
function StoryFooter({
  letter,
  profile,
  server: options,
  context,
  onLeave,
  onOpen,
  onPrint,
  onCopyText,
  onServer,
}: StoryArgs) {
  const { notify } = useToasts();
  const [server] = useState(() => {
    const created = footerServer(letter, profile.id, options);
    onServer(created);
    return created;
  });
  const [current, setCurrent] = useState(letter);
  const actions = useLetterActions({
    api: server,
    letter: current,
    notify,
    reload: () => setCurrent(server.letter()),
    onLeave,
    beforeComplete: async () => true,
    onCompleted: () => {},
  });
  return (
    <LetterFooter
      letter={current}
      permissions={letterPermissions(current, profile, context)}
      actions={actions}
      notify={notify}
      onBack={onLeave}
      onCopyText={onCopyText}
      onPrint={onPrint}
      onOpen={onOpen}
    />
  );
}

const doctor = { id: storyProfile.id, roles: [{ name: 'Doctor', type: 200 }] };
const completed = {
  ...storyLetter,
  letterStepName: 'Completed',
  letterStepType: 7000,
  autoLockedUserId: null,
};

const meta = {
  title: 'LetterView/LetterFooter',
  component: StoryFooter,
  parameters: { layout: 'padded' },
  args: {
    letter: storyLetter,
    profile: storyProfile,
    onLeave: fn(),
    onOpen: fn(),
    onPrint: fn(),
    onCopyText: fn(),
    onServer: fn(),
  },
} satisfies Meta<typeof StoryFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const footer = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Letter actions' }));
const serverOf = (args: StoryArgs) =>
  (args.onServer as ReturnType<typeof fn>).mock.calls[0]?.[0] as ReturnType<typeof footerServer>;
const buttonNames = (canvasElement: HTMLElement) =>
  footer(canvasElement)
    .getAllByRole('button')
    .map((button) => button.textContent);
async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(footer(canvasElement).getByRole('button', { name: 'More actions' }));
  return within(await body().findByRole('menu'));
}

/** A secretary on a To Review letter: every action of an editable letter, in the spec's order. */
export const ToReview: Story = {
  play: async ({ canvasElement }) => {
    await expect(buttonNames(canvasElement)).toEqual([
      'Back',
      'Copy text',
      'Complete',
      'Print',
      'Lock',
      'More actions',
    ]);
    const menu = await openMenu(canvasElement);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'See original SR',
      'Print',
      'Letter history',
      'Add/Edit notes',
      'Delete',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Complete goes back to the list with 'Letter #{id} completed'. */
export const CompleteGoesBack: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalled());
    await expect(serverOf(args).letters.complete).toHaveBeenCalledTimes(1);
    await expect(await body().findByText('Letter #4711 completed')).toBeInTheDocument();
  },
};

/** Spec 001 section 6: the organisation blocks doctor completion; pressing says so, nothing is sent. */
export const CompleteBlockedForDoctor: Story = {
  args: { profile: doctor, letter: { ...storyLetter, doctorCompleteBlockedByOrgItem: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Complete' }));
    await expect(await body().findByText('You have no permission to complete the job')).toBeInTheDocument();
    await expect(serverOf(args).letters.complete).not.toHaveBeenCalled();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** A Completed letter: Un-complete, then it is To Review again with Complete. */
export const Uncomplete: Story = {
  args: { letter: completed },
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement).queryByRole('button', { name: 'Complete' })).toBeNull();
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Un-complete' }));
    await expect(await body().findByText('Letter #4711 un-completed')).toBeInTheDocument();
    await expect(await footer(canvasElement).findByRole('button', { name: 'Complete' })).toBeVisible();
  },
};

export const UncompleteBlockedForDoctor: Story = {
  args: { profile: doctor, letter: { ...completed, doctorCompleteBlockedByOrgItem: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Un-complete' }));
    await expect(await body().findByText('You have no permission to UNcomplete the job')).toBeInTheDocument();
    await expect(serverOf(args).letters.uncomplete).not.toHaveBeenCalled();
  },
};

/** Delete asks first; Cancel keeps the letter, Delete deletes it and Restore appears. */
export const DeleteAfterConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    let menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    let dialog = within(await body().findByRole('alertdialog', { name: 'Delete letter #4711?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(serverOf(args).letters.delete).not.toHaveBeenCalled();
    menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    dialog = within(await body().findByRole('alertdialog', { name: 'Delete letter #4711?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Letter #4711 deleted')).toBeInTheDocument();
    await expect(await footer(canvasElement).findByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(footer(canvasElement).queryByRole('button', { name: 'Complete' })).toBeNull();
  },
};

/** Deleted from Completed: Restore offers To Review and Completed (7000). */
export const RestoreDeletedFromCompleted: Story = {
  args: { letter: { ...completed, isDeleted: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Restore' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Restore letter #4711' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'To Review' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Completed' }));
    await expect(await body().findByText('Letter #4711 restored')).toBeInTheDocument();
    await expect(serverOf(args).letters.restore).toHaveBeenCalledWith(4711, { letterStepType: 7000 });
    await expect(await footer(canvasElement).findByRole('button', { name: 'Un-complete' })).toBeVisible();
  },
};

/** A manual letter goes back to Manual Transcription's type 2000 as 'To Review'; no 'Completed'. */
export const RestoreManual: Story = {
  args: {
    letter: {
      ...storyLetter,
      letterStepName: 'Manual Transcription',
      isManual: true,
      isDeleted: true,
      autoLockedUserId: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Restore' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Restore letter #4711' }));
    await expect(dialog.queryByRole('button', { name: 'Completed' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'To Review' }));
    await waitFor(() =>
      expect(serverOf(args).letters.restore).toHaveBeenCalledWith(4711, { letterStepType: 2000 }),
    );
  },
};

/** Lock holds the letter; Unlock (own hold) releases it without a question. */
export const LockAndUnlock: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Lock' }));
    await userEvent.click(await footer(canvasElement).findByRole('button', { name: 'Unlock' }));
    await expect(await footer(canvasElement).findByRole('button', { name: 'Lock' })).toBeVisible();
    await expect(serverOf(args).letters.hold).toHaveBeenCalledWith(4711);
    await expect(serverOf(args).letters.unhold).toHaveBeenCalledWith(4711);
  },
};

/** A secretary unlocks another user's hold after a question naming who holds it. */
export const UnlockOtherUsersLock: Story = {
  args: {
    letter: { ...storyLetter, autoLockedUserId: null, heldUserId: otherUser.id, heldUserName: 'PATEL, Sam' },
  },
  play: async ({ canvasElement, args }) => {
    await expect(footer(canvasElement).queryByRole('button', { name: 'Complete' })).toBeNull();
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Unlock' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Unlock this letter?' }));
    await waitFor(() => expect(dialog.getByText(/PATEL, Sam is working on this letter/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(serverOf(args).locks.unlock).toHaveBeenCalledWith(4711));
    await expect(await footer(canvasElement).findByRole('button', { name: 'Complete' })).toBeVisible();
  },
};

/** A doctor (not the author, not a secretary) cannot unlock another user's hold. */
export const LockedByOtherNoUnlock: Story = {
  args: {
    profile: doctor,
    letter: { ...storyLetter, autoLockedUserId: null, heldUserId: otherUser.id },
  },
  play: async ({ canvasElement }) => {
    await expect(buttonNames(canvasElement)).not.toContain('Unlock');
    await expect(buttonNames(canvasElement)).not.toContain('Complete');
  },
};

/** Author-only approval: the author approves, the label follows, Recall approval undoes it. */
export const ApproveAndRecall: Story = {
  args: {
    profile: doctor,
    letter: { ...storyLetter, letterApprovalType: 1, authorId: doctor.id, approved: false },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Approve' }));
    await expect(await footer(canvasElement).findByText('Approved')).toBeVisible();
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Recall approval' }));
    await expect(await footer(canvasElement).findByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(serverOf(args).letters.updateApprovalStatus).toHaveBeenCalledWith({
      letterId: 4711,
      approved: true,
    });
    await expect(serverOf(args).letters.updateApprovalStatus).toHaveBeenCalledWith({
      letterId: 4711,
      approved: false,
    });
  },
};

/** Author-only approval seen by a secretary: a label, no button. */
export const WaitingForApproval: Story = {
  args: { letter: { ...storyLetter, letterApprovalType: 1, approved: false } },
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement).getByText('Waiting for approval')).toBeVisible();
    await expect(footer(canvasElement).queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/**
 * A refused action shows the catalogue's words with the server's reason under them, never a bare
 * 'Bad Request' (issue 31), and the button is usable again.
 */
export const ActionFailed: Story = {
  args: { server: { refusal: 'This job is locked' } },
  play: async ({ canvasElement }) => {
    const lock = footer(canvasElement).getByRole('button', { name: 'Lock' });
    await userEvent.click(lock);
    await expect(await body().findByText('This job is locked')).toBeInTheDocument();
    await expect(body().getByText(coreMessages.requestFailed)).toBeInTheDocument();
    expect(body().queryByText('Bad Request')).toBeNull();
    await waitFor(() => expect(lock).not.toHaveAttribute('aria-disabled'));
    await expect(footer(canvasElement).getByRole('button', { name: 'Lock' })).toBeEnabled();
  },
};

/** While an action runs its button is pending and the others wait. */
export const ActionPending: Story = {
  args: { server: { hangs: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Complete' }));
    await expect(await footer(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(footer(canvasElement).getByRole('button', { name: 'Lock' })).toBeDisabled();
    await expect(footer(canvasElement).getByRole('button', { name: 'More actions' })).toBeDisabled();
  },
};

/** 409: the letter changed elsewhere; back to the list (spec 001 section 8). */
export const ConflictGoesBack: Story = {
  args: { server: { conflict: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalled());
  },
};

/** Text magic needs AI processing and a priority that is not Manual. */
export const TextMagic: Story = {
  args: { context: { aiProcessingEnabled: true, priority: { workflow: 'GP' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Text magic' }));
    await expect(args.onOpen).toHaveBeenCalledWith('textMagic');
  },
};

export const TextMagicManualPriority: Story = {
  args: { context: { aiProcessingEnabled: true, priority: { workflow: 'Manual' } } },
  play: async ({ canvasElement }) => {
    await expect(buttonNames(canvasElement)).not.toContain('Text magic');
  },
};

/** Keyboard only: Tab to More actions, open it, arrow to Letter history, Enter. */
export const KeyboardMenu: Story = {
  play: async ({ canvasElement, args }) => {
    footer(canvasElement).getByRole('button', { name: 'Lock' }).focus();
    await userEvent.tab();
    await expect(footer(canvasElement).getByRole('button', { name: 'More actions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('history');
  },
};

/** Copy text and Print are the host's (the screen reads the editor). */
export const CopyAndPrint: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Copy text' }));
    await userEvent.click(footer(canvasElement).getByRole('button', { name: 'Print' }));
    await expect(args.onCopyText).toHaveBeenCalledTimes(1);
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};
