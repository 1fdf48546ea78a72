import { ChangePasswordForm, createPasswordActions } from '@dictation/auth';
import { canUseAuthorSettings } from '@dictation/core';
import { useDictation, useOrganisationItems, useUserProfile } from '@dictation/core/react';
import { Tab, TabList, TabPanel, Tabs } from '@dictation/ui';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import * as layoutStyles from '../layout/layout.css';
import { messages } from '../messages';
import { paths } from '../routing/paths';
import { DefaultPriorityTab } from './DefaultPriorityTab';
import { DownloadsTab } from './DownloadsTab';
import { FootPedalTab } from './FootPedalTab';
import { RecordingSettingsTab } from './RecordingSettingsTab';
import * as styles from './settings.css';
import { type SettingsTab, settingsTabs } from './settingsRules';

const tabLabels: Record<SettingsTab, string> = {
  recording: messages.recordingTab,
  'foot-pedal': messages.footPedalTab,
  downloads: messages.downloadsTab,
  'change-password': messages.changePasswordTab,
  'default-priority': messages.defaultPriorityTab,
};

/** The settings screen of spec 001 section 2: left tabs, each saved through its endpoint. */
export function SettingsPage() {
  const { api, notify, logFailure } = useDictation();
  const profile = useUserProfile().data;
  const organisationItems = useOrganisationItems().data;
  const navigate = useNavigate();
  const passwordActions = useMemo(() => createPasswordActions(api), [api]);
  if (!profile) return null;
  const tabs = settingsTabs(profile, organisationItems);
  const panels: Record<SettingsTab, () => ReactNode> = {
    recording: () => <RecordingSettingsTab showRecordingSettings={canUseAuthorSettings(profile)} />,
    'foot-pedal': () => <FootPedalTab />,
    downloads: () => <DownloadsTab />,
    'change-password': () => (
      <ChangePasswordForm
        userId={String(profile.id)}
        onChangePassword={passwordActions.changePassword}
        onChanged={() => navigate(paths.home)}
        notify={notify}
      />
    ),
    'default-priority': () => <DefaultPriorityTab onLog={logFailure} />,
  };
  return (
    <section aria-labelledby="page-title" className={styles.screen}>
      <h1 id="page-title" className={layoutStyles.title}>
        {messages.settings}
      </h1>
      <Tabs orientation="vertical" className={styles.tabs}>
        <TabList aria-label={messages.settingsTabs}>
          {tabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {tabLabels[tab]}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab} id={tab}>
            {panels[tab]()}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
