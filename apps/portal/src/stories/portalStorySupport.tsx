/**
 * Shared by the portal's screen stories (not a story file): real services over MSW, a signed-in
 * session in memory, and a router at the story's path.
 */
import {
  authStorageKeyFor,
  createAccountStorage,
  createApiClient,
  createMemoryStorage,
  createSession,
  type UserProfile,
} from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { useToasts } from '@dictation/ui';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { portalClientId } from '../app/portalClient';

const storyOAuth = () =>
  createApiClient({ baseUrl: '', clientId: portalClientId, fetch: (input, init) => fetch(input, init) })
    .oauth;

function signedOutSession() {
  return createSession({ oauth: storyOAuth(), storage: createMemoryStorage() });
}

/**
 * A session that is signed in until long after the story ends: the tab's access token comes from
 * the stored refresh token, as after a reload, answered here rather than by a story's handlers.
 */
function signedInSession() {
  const storage = createMemoryStorage();
  const apiOrigin = window.location.origin;
  storage.setItem(
    authStorageKeyFor(apiOrigin, portalClientId),
    JSON.stringify({ tokenType: 'bearer', refreshToken: 'story-refresh', apiOrigin }),
  );
  const oauth = {
    ...storyOAuth(),
    refreshGrant: async () => ({
      access_token: 'story-access',
      token_type: 'bearer',
      refresh_token: 'story-refresh',
      expires_in: 3600,
    }),
  };
  return createSession({ oauth, storage });
}

export interface PortalStoryProvidersProps {
  /** Where the router starts. */
  path: string;
  /** @default true */
  signedIn?: boolean;
  /** A username this computer remembers from an earlier sign-in. @default undefined */
  rememberedUsername?: string;
  children: ReactNode;
}

export function PortalStoryProviders({
  path,
  signedIn = true,
  rememberedUsername,
  children,
}: PortalStoryProvidersProps) {
  const { notify } = useToasts();
  const [services] = useState(() => {
    const session = signedIn ? signedInSession() : signedOutSession();
    const api = createApiClient({
      baseUrl: '',
      clientId: portalClientId,
      fetch: (input, init) => fetch(input, init),
      session,
    });
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
    if (rememberedUsername !== undefined) storage.set('username', rememberedUsername);
    return { api, session, storage };
  });
  return (
    <DictationProvider {...services} notify={notify}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </DictationProvider>
  );
}

export const doctorProfile: UserProfile = {
  id: 11,
  accountId: 1,
  fullName: 'Alice Carter',
  userName: 'doctor',
  roles: [{ name: 'Doctor', type: 200 }],
  organisationItemRelations: [
    { organizationItemId: 1, organizationItemName: 'North Trust', helpUrl: 'https://help.example.org' },
  ],
  inactivityTimeoutSeconds: 600,
  moduleData: { isDit2Tenant: false, packageSettings: [] },
};

export const secretaryProfile: UserProfile = {
  ...doctorProfile,
  id: 12,
  fullName: 'Sam Patel',
  userName: 'secretary',
  roles: [{ name: 'Secretary', type: 100 }],
};

export const organisationItems = [
  {
    id: 1,
    name: 'North Trust',
    importAudio: true,
    childrenOrgItems: [
      {
        id: 2,
        name: 'Cardiology',
        defaultPriorityId: 1,
        defaultPriorityEnabledByUser: false,
        allowFastComplete: true,
        fastCompleteEnabledByUser: true,
      },
    ],
  },
];

/** The reads every signed-in screen makes. */
export function signedInHandlers(profile: UserProfile) {
  return [
    http.get('/api/author/user-profiles/current', () => HttpResponse.json(profile)),
    http.get('/api/author/organization-items/all-my', () => HttpResponse.json(organisationItems)),
    http.get('/api/accounts/expiry-notification-days', () => HttpResponse.json({ days: null })),
    http.get('/api/author/recording-settings/get-current-settings', () =>
      HttpResponse.json({ webDefaultToOverwrite: false, webEnableStartStopSound: true }),
    ),
    http.get('/api/author/deviceSettings/footPedal', () =>
      HttpResponse.json({
        playStopButton: 20,
        rewindButton: 10,
        forwardButton: 30,
        playStopMode: 10,
        rewindOnStop: 3,
      }),
    ),
    http.get('/api/author/priorities/all-my', () => HttpResponse.json([{ id: 1, name: 'Normal' }])),
    http.get('/api/author/labels/all-my', () => HttpResponse.json([])),
    http.get('/api/author/user-profiles/authors-with-letters', () =>
      HttpResponse.json([
        { id: profile.id, fullName: profile.fullName, fullNameFormatted: profile.fullName },
      ]),
    ),
    http.get('/api/author/user-profiles/GetUserOrganisationsPermission', () =>
      HttpResponse.json({ letterApprovalPermission: false }),
    ),
    http.get('/api/author/letters/outsource-enable', () => HttpResponse.json(false)),
    http.get('/api/author/letters/manual-enabled', () => HttpResponse.json(false)),
    // A RegExp: the "()" of the OData path would be a pattern group in a string path.
    http.get(/\/api\/author\/odata\/Letters\/LettersService\.Search\(\)/, () =>
      HttpResponse.json({
        '@odata.count': 1,
        value: [
          {
            id: 5,
            priority: 1,
            recordedDate: '2026-11-20T09:30:00Z',
            authorName: profile.fullName,
            orgItemName: 'Cardiology',
            workflowStepName: 'To Review',
            letterStepType: 5000,
            isDeleted: false,
            isCompleted: false,
            isListenableAudioReady: true,
            durationInMilliseconds: 65000,
          },
        ],
      }),
    ),
    http.get('/api/author/downloads/urls', () =>
      HttpResponse.json({
        emisBrokerUrl: 'https://downloads.example.org/emis-broker.msi',
        usbDeviceBrokerUrl: 'https://downloads.example.org/usb-device-broker.msi',
      }),
    ),
  ];
}
