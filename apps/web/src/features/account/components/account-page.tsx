import { useState } from 'react';
import { Heading, Page } from '../../../components/page.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useProfile } from '../../auth/api/get-profile.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { CloseAccount } from './close-account.tsx';
import { DownloadMyData } from './download-my-data.tsx';
import { LogReminderBlock } from './log-reminder.tsx';
import { MyDetailsForm } from './my-details-form.tsx';
import { PushDevices } from './push-devices.tsx';
import { ReminderSettingsBlock } from './reminder-settings.tsx';

export function AccountPage() {
  const profile = useProfile();
  const [tab, setTab] = useState('details');
  return (
    <Page title="Your account">
      <Heading>Your account</Heading>
      <Tabs
        label="Account"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'details', label: 'My details', panel: <MyDetailsForm profile={profile} /> },
          { id: 'password', label: 'Change password', panel: <ChangePasswordForm /> },
        ]}
      />
      <ReminderSettingsBlock />
      <LogReminderBlock />
      <PushDevices />
      <DownloadMyData />
      <CloseAccount closureRequested={profile.closure_requested} />
    </Page>
  );
}
