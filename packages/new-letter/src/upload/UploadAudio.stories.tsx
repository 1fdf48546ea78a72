import {
  createAccountStorage,
  createDictationClient,
  createMemoryStorage,
  type UserProfile,
} from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { useToasts } from '@dictation/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UploadAudio } from './UploadAudio';
import { wavTestFile as wav } from './wavTestFile';

/** A page's services, same-origin: a real @dictation/core client whose requests MSW answers. */
function StoryProviders({ children }: { children: ReactNode }) {
  const { notify } = useToasts();
  const [services] = useState(() => ({
    // Signed out: no token is sent, and MSW answers without asking for one.
    ...createDictationClient({
      baseUrl: '',
      fetch: (input, init) => fetch(input, init),
      storage: createMemoryStorage(),
      broadcast: false,
    }),
    storage: createAccountStorage({ backend: createMemoryStorage(), accountId: 1 }),
  }));
  return (
    <DictationProvider {...services} notify={notify}>
      {children}
    </DictationProvider>
  );
}

/**
 * The upload flow as the portal's Upload audio page shows it. `id` keeps the story ids of the
 * stories' first home, the portal (`portal-uploadaudiopage--*`).
 */
const meta = {
  title: 'Recorder/UploadAudio',
  id: 'portal-uploadaudiopage',
  component: UploadAudio,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof UploadAudio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A doctor of one organisation (Hosp. No.: no package settings). */
const doctorProfile: UserProfile = {
  id: 11,
  accountId: 1,
  fullName: 'Alice Carter',
  userName: 'doctor',
  roles: [{ name: 'Doctor', type: 200 }],
  organisationItemRelations: [{ organizationItemId: 1, organizationItemName: 'North Trust' }],
  inactivityTimeoutSeconds: 600,
  moduleData: { isDit2Tenant: false, packageSettings: [] },
};

/** North Trust allows import, its department does not: the letters go to the organisation. */
const organisationItems = [
  {
    id: 1,
    name: 'North Trust',
    importAudio: true,
    childrenOrgItems: [{ id: 2, name: 'Cardiology', importAudio: false }],
  },
];

const imported: string[] = [];

/** The reads of the screen, and an import that answers with `answer`. */
function uploadHandlers(answer: () => Response = () => HttpResponse.json({ letterId: 501, error: null })) {
  return [
    http.get('/api/author/user-profiles/current', () => HttpResponse.json(doctorProfile)),
    http.get('/api/author/organization-items/all-my', () => HttpResponse.json(organisationItems)),
    http.get('/api/author/recording-settings/get-current-settings', () =>
      HttpResponse.json({ webDefaultToOverwrite: false, webEnableStartStopSound: true }),
    ),
    http.get('/api/author/workers/get-all-authors-by-organisation/:id', () =>
      HttpResponse.json([{ id: doctorProfile.id, fullName: doctorProfile.fullName }]),
    ),
    http.get('/api/author/priorities/v2/:id', () =>
      HttpResponse.json([
        { id: 1, name: 'Normal', workflow: 'Standard' },
        { id: 2, name: 'Urgent', workflow: 'Standard' },
      ]),
    ),
    http.get('/api/author/dictation-types', () => HttpResponse.json([{ type: 'Dictation' }])),
    http.get('/api/author/audio-records/get-audio-limits', () =>
      HttpResponse.json({
        minimumAllowedDuration: 4,
        maximumAllowedDuration: 1800,
        minimumAllowedSize: 0,
        maximumAllowedSize: 104857600,
      }),
    ),
    http.post('/api/author/letters/v2/create-by-import-file', async ({ request }) => {
      const form = await request.formData();
      imported.push(String(form.get('LetterMetadataJson')));
      return answer();
    }),
  ];
}

/** The only author is chosen by itself once the reads are in (spec 000 section 4). */
async function untilAuthorChosen(canvas: ReturnType<typeof within>) {
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: /Author/ })).toHaveTextContent(doctorProfile.fullName ?? ''),
  );
}

async function pickFiles(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, files);
}

/** Picks one good file and gives it a priority, ready to complete. */
async function prepareOneFile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await untilAuthorChosen(canvas);
  await pickFiles(canvasElement, [wav('ward-round.wav', 5)]);
  const card = within(await canvas.findByRole('group', { name: 'ward-round.wav' }));
  await userEvent.click(card.getByRole('button', { name: /Priority/ }));
  await userEvent.click(await body.findByRole('option', { name: 'Urgent' }));
  await waitFor(() => expect(card.getByRole('button', { name: /Priority/ })).toHaveTextContent('Urgent'));
  return { canvas, body };
}

/** Completes the prepared file and returns the report dialog after checking its title and text. */
async function completeAndReport(canvasElement: HTMLElement, expected: { title: string; text: string }) {
  const { canvas, body } = await prepareOneFile(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
  await userEvent.click(
    within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Complete' }),
  );
  const report = within(await body.findByRole('alertdialog', { name: expected.title }));
  await waitFor(() => expect(report.getByText(expected.text)).toBeVisible());
  return { canvas, report };
}

/** No files yet: the help text, the only organisation and author chosen, nothing to complete. */
export const Empty: Story = {
  parameters: { msw: { handlers: uploadHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No audio files yet' })).toBeVisible();
    await expect(
      await canvas.findByText(/Files in .wma, .dss and .ds2 cannot be played before upload/),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Organisation/ })).toHaveTextContent('North Trust'),
    );
    await untilAuthorChosen(canvas);
    await expect(canvas.getByRole('button', { name: 'Complete' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Discard all' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Upload from PC' })).toBeEnabled();
  },
};

/** Dragging files from a folder onto the page: dropped files are checked and listed as picked ones. */
export const DropFiles: Story = {
  parameters: { msw: { handlers: uploadHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilAuthorChosen(canvas);
    await expect(canvas.getByRole('heading', { name: 'No audio files yet' })).toBeVisible();
    // Dropped on the help text, the way a file dragged from a folder lands.
    const zone = canvas.getByRole('heading', { name: 'No audio files yet' });
    const transfer = new DataTransfer();
    transfer.items.add(wav('dropped.wav', 5));
    const at = zone.getBoundingClientRect();
    for (const type of ['dragenter', 'dragover', 'drop'])
      zone.dispatchEvent(
        new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          dataTransfer: transfer,
          clientX: at.left + 10,
          clientY: at.top + 10,
        }),
      );
    await expect(await canvas.findByRole('group', { name: 'dropped.wav' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'No audio files yet' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Complete' })).toBeEnabled();
  },
};

/** Picked files are checked: a short one is reported with its reason, a wma is listed unplayable. */
export const FilesChecked: Story = {
  parameters: { msw: { handlers: uploadHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await untilAuthorChosen(canvas);
    await pickFiles(canvasElement, [
      wav('ward-round.wav', 5),
      wav('short.wav', 2),
      new File([new Uint8Array(4096)], 'old.wma'),
    ]);
    const report = await body.findByRole('alertdialog', { name: 'Some of your files cannot be processed' });
    await waitFor(() =>
      expect(
        within(report).getByText('Due to the system limitations the following files cannot be completed'),
      ).toBeVisible(),
    );
    await waitFor(() => expect(within(report).getByRole('cell', { name: 'short.wav' })).toBeVisible());
    await waitFor(() =>
      expect(within(report).getByRole('cell', { name: 'The audio is too short (<4s)' })).toBeVisible(),
    );
    await userEvent.click(within(report).getByRole('button', { name: 'OK' }));
    const notice = await body.findByRole('dialog', { name: 'Some files cannot be played here' });
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('group', { name: 'ward-round.wav' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'old.wma' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'short.wav' })).toBeNull();
    await expect(canvas.getByText('Cannot be played before upload')).toBeVisible();
    await expect(canvas.getByLabelText('Play ward-round.wav')).toBeInTheDocument();
  },
};

/** Complete without a priority lists what is missing in the spec's words. */
export const MissingDetails: Story = {
  parameters: { msw: { handlers: uploadHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await untilAuthorChosen(canvas);
    await pickFiles(canvasElement, [wav('ward-round.wav', 5)]);
    // Complete once the file is checked and listed (under load the click could come before it).
    await canvas.findByRole('group', { name: 'ward-round.wav' });
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    const alert = await body.findByRole('alertdialog', { name: 'Please fill the required fields' });
    await waitFor(() => expect(within(alert).getByText('Please select the priority')).toBeVisible());
  },
};

/** Complete all: confirmed, uploaded one by one, each file announced, then 'Files are completed'. */
export const Completed: Story = {
  parameters: { msw: { handlers: uploadHandlers() } },
  play: async ({ canvasElement }) => {
    imported.length = 0;
    const { canvas, body } = await prepareOneFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    const confirm = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(confirm).getByText('Complete all files?')).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(body.getByText('File ward-round.wav successfully uploaded')).toBeVisible());
    await waitFor(() => expect(body.getByText('Files are completed')).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'ward-round.wav' })).toBeNull());
    await expect(JSON.parse(imported[0] ?? '{}')).toMatchObject({
      authorId: doctorProfile.id,
      priorityId: 2,
      organisationItemId: 1,
      fileFormat: 'wav',
      audioDuration: 5,
    });
  },
};

/** A file the server already has is reported with its job and not uploaded again. */
export const Duplicates: Story = {
  parameters: {
    msw: { handlers: uploadHandlers(() => HttpResponse.json({ letterId: 77, error: 'Duplicate audio' })) },
  },
  play: async ({ canvasElement }) => {
    const { report } = await completeAndReport(canvasElement, {
      title: 'Duplicate audios found',
      text: 'The following audio files have been identified as duplicates and will not be uploaded',
    });
    await waitFor(() => expect(report.getByRole('cell', { name: '77' })).toBeVisible());
  },
};

/** A server failure keeps the file and reports it with the upload wording. */
export const UploadFailed: Story = {
  parameters: { msw: { handlers: uploadHandlers(() => new HttpResponse('boom', { status: 500 })) } },
  play: async ({ canvasElement }) => {
    const { canvas, report } = await completeAndReport(canvasElement, {
      title: 'Some of your files cannot be processed',
      text: 'Due to system errors the following files could not be loaded. Please try again or contact support.',
    });
    await waitFor(() => expect(report.getByRole('cell', { name: 'System error' })).toBeVisible());
    await userEvent.click(report.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('group', { name: 'ward-round.wav' })).toBeVisible();
  },
};

/** Discard all asks, empties the list and says 'Files are deleted'. */
export const DiscardAll: Story = {
  parameters: { msw: { handlers: uploadHandlers() } },
  play: async ({ canvasElement }) => {
    const { canvas, body } = await prepareOneFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard all' }));
    const confirm = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(confirm).getByText('Delete all files?')).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.getByText('Files are deleted')).toBeVisible());
    await expect(canvas.queryByRole('group', { name: 'ward-round.wav' })).toBeNull();
  },
};
