import { createReturnPathStore } from '@dictation/auth';
import { createMemoryStorage } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  doctorProfile,
  organisationItems,
  PortalStoryProviders,
  secretaryProfile,
  signedInHandlers,
} from '../stories/portalStorySupport';
import { ErrorBoundary } from './ErrorBoundary';
import { PortalRoutes } from './PortalRoutes';

/** Shows where the router ended up, so a story can assert a redirect. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

interface ScreenArgs {
  path: string;
  signedIn: boolean;
  rememberedUsername?: string;
}

function Screen({ path, signedIn, rememberedUsername }: ScreenArgs) {
  return (
    <PortalStoryProviders
      path={path}
      signedIn={signedIn}
      {...(rememberedUsername !== undefined ? { rememberedUsername } : {})}
    >
      <PortalRoutes returnPath={createReturnPathStore(createMemoryStorage())} />
      <CurrentPath />
    </PortalStoryProviders>
  );
}

const meta = {
  title: 'Portal/Screens',
  component: Screen,
  args: { path: '/in-progress', signedIn: true },
  parameters: { msw: { handlers: signedInHandlers(doctorProfile) } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPath = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Current path' });
const letter = (fields: Record<string, unknown>) =>
  http.get('/api/author/letters/metadata-with-lock/:id', ({ params }) =>
    HttpResponse.json({ id: Number(params.id), ...fields }),
  );

/**
 * The signed-in shell on the in-progress list: the header with the product and the user, the
 * sidebar, the title with 'Showing X of Y' beside it (not above it).
 */
export const InProgressList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: 'In Progress Jobs' });
    await expect(title).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Dictate');
    const count = await canvas.findByText('Showing 1 of 1', {}, { timeout: 8000 });
    await expect(count).toBeVisible();
    await expect(title.compareDocumentPosition(count) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The header count belongs to list pages only. */
export const SettingsHasNoCount: Story = {
  args: { path: '/settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(canvas.queryByText(/^Showing/)).toBeNull();
  },
};

/**
 * No organisation of the user gives a help address: Help opens the portal's own help page, with
 * who to ask, instead of vanishing from the sidebar (issue 31).
 */
export const HelpWithoutAddress: Story = {
  parameters: {
    msw: { handlers: signedInHandlers({ ...doctorProfile, organisationItemRelations: [] }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(await within(navigation).findByRole('link', { name: 'Help' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(currentPath(canvasElement)).toHaveTextContent('/help');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get support' })).toBeVisible();
    await expect(canvas.getByText(/ask your administrator/)).toBeVisible();
  },
};

/** letter/{id} of a completed letter goes to the completed URL. */
export const LetterRedirectToCompleted: Story = {
  args: { path: '/letter/5' },
  parameters: {
    msw: {
      handlers: [
        letter({ letterStepName: 'Completed', letterStepType: 7000 }),
        ...signedInHandlers(doctorProfile),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/completed/letter/5'));
  },
};

/** An in-progress URL of a deleted letter is corrected to the completed URL. */
export const InProgressUrlOfDeletedLetter: Story = {
  args: { path: '/in-progress/letter/5' },
  parameters: {
    msw: {
      handlers: [
        letter({ letterStepName: 'To Review', isDeleted: true }),
        ...signedInHandlers(doctorProfile),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/completed/letter/5'));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Job 5' })).toBeVisible();
  },
};

/** A completed URL of a letter in progress is corrected to the in-progress URL. */
export const CompletedUrlOfLetterInProgress: Story = {
  args: { path: '/completed/letter/5' },
  parameters: {
    msw: {
      handlers: [
        letter({ letterStepName: 'To Review', isDeleted: false }),
        ...signedInHandlers(doctorProfile),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/in-progress/letter/5'));
  },
};

/** A letter route without a usable id. */
export const LetterNotFound: Story = {
  args: { path: '/completed/letter/' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sorry, but the letter was not found')).toBeVisible();
  },
};

/** Unknown routes: 'Page not found', then /in-progress. */
export const UnknownRoute: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/in-progress'));
    const toast = await within(canvasElement.ownerDocument.body).findByText('Page not found');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Signed out, a signed-in route leads to the login form. */
export const SignedOutGoesToLogin: Story = {
  args: { path: '/settings', signedIn: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/login'));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Log in' })).toBeVisible();
  },
};

/** Spec 000 section 2: a secretary who types /new-letter lands on her home, the list. */
export const NewLetterUrlForSecretary: Story = {
  args: { path: '/new-letter' },
  parameters: { msw: { handlers: signedInHandlers(secretaryProfile) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/in-progress'));
    await expect(within(canvasElement).queryByRole('button', { name: 'Record' })).toBeNull();
  },
};

/** Upload audio by URL without an organisation that allows import: home instead of an empty page. */
export const UploadUrlWithoutImportRights: Story = {
  args: { path: '/upload-audio' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/author/organization-items/all-my', () =>
          HttpResponse.json(organisationItems.map((item) => ({ ...item, importAudio: false }))),
        ),
        ...signedInHandlers(doctorProfile),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/new-letter'));
  },
};

/** Spec 000 section 3: the username this computer remembers fills the login form. */
export const LoginRemembersUsername: Story = {
  args: { path: '/login', signedIn: false, rememberedUsername: 'dr.jones' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Username' })).toHaveValue('dr.jones');
  },
};

/** /password/reset without code and userId goes to / (and, signed out, on to the login). */
export const PasswordResetWithoutParameters: Story = {
  args: { path: '/password/reset?code=abc', signedIn: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/login'));
  },
};

/** /password/forgot with a userId shows the change form. */
export const PasswordForgot: Story = {
  args: { path: '/password/forgot?userId=42', signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Change password' })).toBeVisible();
  },
};

/** The login link to /password/email works inside the portal. */
export const PasswordEmail: Story = {
  args: { path: '/login', signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Password change / forgotten?' }));
    await waitFor(() => expect(currentPath(canvasElement)).toHaveTextContent('/password/email'));
    await expect(canvas.getByRole('heading', { name: 'Password change / forgotten?' })).toBeVisible();
  },
};

function Broken(): never {
  throw new Error('story failure');
}

/** A render failure shows 'Something went wrong.'. */
export const RenderFailure: Story = {
  render: () => (
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};
