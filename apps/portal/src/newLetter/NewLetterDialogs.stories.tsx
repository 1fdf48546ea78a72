import {
  ExternalPatientDialog,
  LeaveLetterDialog,
  type LetterActionDialog,
  LetterActions,
  type PatientDialogState,
} from '@dictation/new-letter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  Link as RouterLink,
  RouterProvider,
  Routes,
} from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LeaveGuard } from '../navigation/LeaveGuard';

/** The recording page's modals (spec 000 sections 2 and 5), without the recorder. */
const meta = {
  title: 'Portal/NewLetterDialogs',
  component: LeaveLetterDialog,
  args: {
    isOpen: true,
    canComplete: true,
    isBusy: false,
    onComplete: fn(),
    onDiscard: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof LeaveLetterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving with an open job: the three choices; going back has focus, so Enter never discards. */
export const LeaveWithOpenJob: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Your new letter has not been completed' });
    const back = within(dialog).getByRole('button', { name: 'Cancel - go back to the letter' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A job without audio cannot be completed: Discard or go back. */
export const LeaveWithoutAudio: Story = {
  args: { canComplete: false },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Your new letter has not been completed' });
    await expect(within(dialog).getByRole('button', { name: 'Complete' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Discard' })).toBeEnabled();
  },
};

function ActionsWithState({
  problems,
  askBeforeComplete = true,
  onComplete = fn(),
}: {
  problems: string[];
  askBeforeComplete?: boolean;
  onComplete?: () => void;
}) {
  const [dialog, setDialog] = useState<LetterActionDialog>(null);
  return (
    <LetterActions
      canComplete
      canDelete
      askBeforeComplete={askBeforeComplete}
      problems={problems}
      dialog={dialog}
      onDialogChange={setDialog}
      onComplete={onComplete}
      onDelete={fn()}
    />
  );
}

/** Fast complete (spec 000 section 5): Complete runs at once, without 'Complete this dictation?'. */
export const FastComplete: Story = {
  render: (args) => <ActionsWithState problems={[]} askBeforeComplete={false} onComplete={args.onComplete} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Complete with missing fields lists them in the spec's words instead of asking to complete. */
export const RequiredFields: Story = {
  render: () => (
    <ActionsWithState
      problems={[
        'Please pick a priority',
        'Please pick a department',
        'Please fill NHS No.',
        'Please pick a label',
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Please fill the required fields' });
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Please pick a priority',
      'Please pick a department',
      'Please fill NHS No.',
      'Please pick a label',
    ]);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

function GuardedPage() {
  return (
    <LeaveGuard shouldBlock={(pathname) => pathname !== '/login'}>
      {(blocker) => (
        <>
          <h1>Audio Capture · Job 7</h1>
          <RouterLink to="/in-progress">In Progress</RouterLink>
          <RouterLink to="/login">Sign out</RouterLink>
          <LeaveLetterDialog
            isOpen={blocker.blocked}
            canComplete
            isBusy={false}
            onComplete={blocker.proceed}
            onDiscard={blocker.proceed}
            onCancel={blocker.reset}
          />
        </>
      )}
    </LeaveGuard>
  );
}

function GuardedRoutes({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/new-letter" element={<GuardedPage />} />
        <Route path="/in-progress" element={<h1>In Progress Jobs</h1>} />
        <Route path="/login" element={<h1>Log in</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

/** In-app navigation waits for the answer: going back stays, Discard goes on. */
export const LeaveGuardHoldsNavigation: Story = {
  render: () => <GuardedRoutes path="/new-letter" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'In Progress' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your new letter has not been completed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel - go back to the letter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: 'Audio Capture · Job 7' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'In Progress' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await expect(await canvas.findByRole('heading', { name: 'In Progress Jobs' })).toBeVisible();
  },
};

/** Signing out is never held back. */
export const LeaveGuardLetsSignOutThrough: Story = {
  render: () => <GuardedRoutes path="/new-letter" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Sign out' }));
    await expect(await canvas.findByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

const emisPatient = {
  familyName: 'Gray',
  firstNames: 'Dorian Alexander',
  dateOfBirth: '1961-04-23',
  nhsNumber: '9434765919',
  refId: '42001',
  externalClinicalSystem: 10,
};

function PatientDialog({ state }: { state: PatientDialogState }) {
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <>
      <p>{decided ?? 'Waiting'}</p>
      <ExternalPatientDialog
        state={decided === null ? state : null}
        onDecide={(decision) => setDecided(decision.kind)}
        onCheckAgain={fn()}
      />
    </>
  );
}

/** The current EMIS patient: name (family name upper case), date of birth DD-MMM-YYYY, NHS number 3-3-4. */
export const CurrentPatient: Story = {
  render: () => <PatientDialog state={{ system: 10, step: 'patient', patient: emisPatient }} />,
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Current EMIS patient' });
    await expect(dialog).toHaveTextContent('GRAY, Dorian Alexander');
    await expect(dialog).toHaveTextContent('23-Apr-1961');
    await expect(dialog).toHaveTextContent('943 476 5919');
    for (const name of ['Cancel', 'Recording not about a patient', 'Check again'])
      await expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this patient' }));
    await expect(await within(canvasElement).findByText('patient')).toBeVisible();
  },
};

/** Fetching: the loader offers to go on without the patient. */
export const GettingPatient: Story = {
  render: () => <PatientDialog state={{ system: 20, step: 'loading' }} />,
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Getting patient details from TPP' });
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Getting patient details from TPP' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Create letter without TPP patient details' }),
    );
    await expect(await within(canvasElement).findByText('none')).toBeVisible();
  },
};

/** A failure code in the spec's words (2009 here), with Check again. */
export const PatientError: Story = {
  render: () => (
    <PatientDialog
      state={{ system: 10, step: 'error', message: 'Connection timed out. Please press Check again' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'EMIS patient details' });
    await expect(dialog).toHaveTextContent('Connection timed out. Please press Check again');
    await expect(within(dialog).getByRole('button', { name: 'Check again' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await within(canvasElement).findByText('cancel')).toBeVisible();
  },
};

function GuardedDataRouter() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/new-letter', element: <GuardedPage /> },
        { path: '/in-progress', element: <h1>In Progress Jobs</h1> },
        { path: '/login', element: <h1>Log in</h1> },
      ],
      { initialEntries: ['/new-letter'] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** The same under a data router, where the guard uses react-router's `useBlocker`. */
export const LeaveGuardUnderDataRouter: Story = {
  render: () => <GuardedDataRouter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'In Progress' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your new letter has not been completed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel - go back to the letter' }));
    await expect(canvas.getByRole('heading', { name: 'Audio Capture · Job 7' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'In Progress' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete' }),
    );
    await expect(await canvas.findByRole('heading', { name: 'In Progress Jobs' })).toBeVisible();
  },
};
