import { createReturnPathStore } from '@dictation/auth';
import { createMemoryStorage, type UserProfile } from '@dictation/core';
import { createFakeAudioServer, synthesizeSpeech } from '@dictation/recorder/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { doctorProfile, PortalStoryProviders, signedInHandlers } from '../stories/portalStorySupport';
import { PortalRoutes } from './PortalRoutes';

/**
 * Every portal screen as a user sees it, at the two sizes of issue 19: a hospital desktop
 * (1366 x 800, the `hospitalDesktop` viewport) and a tablet (768 x 1024, `tablet`). The design
 * reference, and the scenes of the screenshot test (`tests/visual/portalScreens.test.tsx`), so
 * the data is fixed: no date here depends on the day the story runs.
 */
function Screen({ path, signedIn }: { path: string; signedIn: boolean }) {
  return (
    <PortalStoryProviders path={path} signedIn={signedIn}>
      <PortalRoutes returnPath={createReturnPathStore(createMemoryStorage())} />
    </PortalStoryProviders>
  );
}

/**
 * What the signed-in screens read besides `signedInHandlers`: no job left open at Audio capture,
 * and the department's authors, priorities, templates, dictation types and audio limits.
 */
function screenHandlers(profile: UserProfile): RequestHandler[] {
  return [
    http.get('/api/author/letters/current-letter', () => HttpResponse.json({})),
    http.get('/api/author/workers/get-all-authors-by-organisation/:id', () =>
      HttpResponse.json([{ id: profile.id, fullName: profile.fullName }]),
    ),
    http.get('/api/author/priorities/v2/:id', () =>
      HttpResponse.json([
        { id: 1, name: 'Normal', workflow: 'Standard' },
        { id: 2, name: 'Urgent', workflow: 'Standard' },
      ]),
    ),
    http.get('/api/author/templates/organisationItem/:id', () =>
      HttpResponse.json([{ id: 1, name: 'Clinic letter' }]),
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
    ...signedInHandlers(profile),
  ];
}

const meta = {
  title: 'Portal/Screens at size',
  component: Screen,
  args: { path: '/in-progress', signedIn: true },
  parameters: { layout: 'fullscreen', msw: { handlers: screenHandlers(doctorProfile) } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'hospitalDesktop', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/** A completed letter for the completed list: the list's dates are fixed, not relative to today. */
const completedListHandler = http.get(/\/api\/author\/odata\/Letters\/LettersService\.Search\(\)/, () =>
  HttpResponse.json({
    '@odata.count': 1,
    value: [
      {
        id: 6,
        priority: 1,
        recordedDate: '2026-11-18T14:10:00Z',
        authorName: doctorProfile.fullName,
        orgItemName: 'Cardiology',
        workflowStepName: 'Completed',
        letterStepType: 7000,
        isDeleted: false,
        isCompleted: true,
        isListenableAudioReady: true,
        durationInMilliseconds: 142000,
      },
    ],
  }),
);

const letterHtml =
  '<p>Dear Colleague,</p><p>Thank you for referring this patient to the clinic.</p><p>On examination the chest was clear and heart sounds were normal.</p><p>Yours sincerely,</p>';

/** Letter 5 of the in-progress list, opened by its author: its metadata, document and audio. */
function letterHandlers(profile: UserProfile): RequestHandler[] {
  const audio = createFakeAudioServer();
  audio.audio('letter-5').append(synthesizeSpeech(8 * 16000));
  audio.publish(7, 'letter-5');
  return [
    http.get('/api/author/letters/metadata-with-lock/:id', () =>
      HttpResponse.json({
        id: 5,
        documentId: 31,
        letterStepName: 'To Review',
        letterStepType: 5000,
        isDeleted: false,
        createdDate: '2026-11-20T09:30:00',
        priority: 1,
        organisationItemId: 2,
        organisationName: 'North Trust',
        departmentName: 'Cardiology',
        authorId: profile.id,
        authorName: profile.fullName,
        isAuthor: true,
        autoLockedUserId: profile.id,
        autoLockedUserName: profile.fullName,
        audio: { audioSegment: { audioRecord: { id: 7 } } },
      }),
    ),
    http.get('/api/author/documents/patched', () =>
      HttpResponse.json({
        documentId: 31,
        documentVersion: 2,
        editableContent: letterHtml,
        newPatchNumber: 3,
      }),
    ),
    http.put('/api/author/clinical-letter-locks/elongate/:id', () => new HttpResponse(null, { status: 200 })),
    http.put('/api/author/clinical-letter-locks/unlock/:id', () => new HttpResponse(null, { status: 200 })),
    http.get('/api/author/audio-records/:id/stream', async () => HttpResponse.text(await audio.stream(7))),
    http.get('/api/author/audio-records/:id/stream-mp3', async () =>
      HttpResponse.text(await audio.streamMp3(7)),
    ),
    http.get('/api/author/audio-records/:id/isMp3Available', async () =>
      HttpResponse.json(await audio.isMp3Available(7)),
    ),
    ...screenHandlers(profile),
  ];
}

async function expectHeading(canvasElement: HTMLElement, name: string | RegExp) {
  const heading = await within(canvasElement).findByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
}

const signIn: Story = {
  args: { path: '/login', signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 'Log in');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /log in/i })).toBeVisible();
  },
};

const inProgress: Story = {
  args: { path: '/in-progress' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 'In Progress Jobs');
    await expect(await canvas.findByText('Showing 1 of 1', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

const completed: Story = {
  args: { path: '/completed' },
  parameters: { msw: { handlers: [completedListHandler, ...screenHandlers(doctorProfile)] } },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Completed Jobs');
    await expect(
      await within(canvasElement).findByText('Showing 1 of 1', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

const newLetter: Story = {
  args: { path: '/new-letter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 'Audio Capture');
    const record = await canvas.findByRole('button', { name: 'Record' }, { timeout: 8000 });
    // Disabled while the recorder loads; enabled once it is ready to record.
    await waitFor(() => expect(record).toBeEnabled());
    // Without the desktop app on this computer, its status settles on Disconnected.
    await expect(await canvas.findByText('Desktop app: Disconnected', {}, { timeout: 8000 })).toBeVisible();
  },
};

const uploadAudio: Story = {
  args: { path: '/upload-audio' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 'Upload Audio');
    // The only author is chosen by itself once the department's authors are in.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Author/ })).toHaveTextContent(doctorProfile.fullName ?? ''),
    );
    await expect(canvas.getByRole('button', { name: 'Upload from PC' })).toBeVisible();
  },
};

const settings: Story = {
  args: { path: '/settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 'Settings');
    // The recording settings are read from the server: the sound is on, overwrite is off.
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Start/stop sound' })).toBeChecked());
    await expect(canvas.getByRole('switch', { name: 'Default to overwrite' })).not.toBeChecked();
  },
};

const letter: Story = {
  args: { path: '/letter/5' },
  parameters: { msw: { handlers: letterHandlers(doctorProfile) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 'Job 5');
    await expect(
      await canvas.findByText('Thank you for referring this patient to the clinic.'),
    ).toBeVisible();
    // The player has read the recording: its length is known and it is ready to play.
    await expect(await canvas.findByText('Ready')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
  },
};

/** Unknown routes: the in-progress list with 'Page not found' (spec 000 section 2). */
const pageNotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'In Progress Jobs');
    // The list it lands on has its letters: a loading list would still change under the picture.
    await within(canvasElement).findByText('Showing 1 of 1', {}, { timeout: 8000 });
    // The toast fades in from opacity 0, so it is asked again until the fade has begun.
    const notice = await within(canvasElement.ownerDocument.body).findByText('Page not found');
    await waitFor(() => expect(notice).toBeVisible());
  },
};

export const SignInDesktop: Story = { ...signIn, globals: desktop };
export const SignInTablet: Story = { ...signIn, globals: tablet };
export const InProgressDesktop: Story = { ...inProgress, globals: desktop };
export const InProgressTablet: Story = { ...inProgress, globals: tablet };
export const CompletedDesktop: Story = { ...completed, globals: desktop };
export const CompletedTablet: Story = { ...completed, globals: tablet };
export const NewLetterDesktop: Story = { ...newLetter, globals: desktop };
export const NewLetterTablet: Story = { ...newLetter, globals: tablet };
export const UploadAudioDesktop: Story = { ...uploadAudio, globals: desktop };
export const UploadAudioTablet: Story = { ...uploadAudio, globals: tablet };
export const SettingsDesktop: Story = { ...settings, globals: desktop };
export const SettingsTablet: Story = { ...settings, globals: tablet };
export const LetterDesktop: Story = { ...letter, globals: desktop };
export const LetterTablet: Story = { ...letter, globals: tablet };
export const PageNotFoundDesktop: Story = { ...pageNotFound, globals: desktop };
export const PageNotFoundTablet: Story = { ...pageNotFound, globals: tablet };
