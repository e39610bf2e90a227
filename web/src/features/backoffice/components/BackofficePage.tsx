import { Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { InstallationMessageTemplates } from '../../notifications/components/MessageTemplatesPage';
import { NotificationsPage } from '../../notifications/components/NotificationsPage';
import { BasAmountsTable } from './BasAmountsTable';
import { ConfigItemsPanel } from './ConfigItemsPanel';
import { MasterSchoolsPanel, MasterUserProfilesPanel } from './MasterDataPanels';
import { IsirMetadataPanel } from './IsirMetadataPanel';
import { PovertyLevelsPage } from './PovertyLevelsPage';
import { SchoolCodeListSource } from './SchoolCodeListSource';
import { TitleIvSchoolPicker, type TitleIvSchoolChoice } from './TitleIvSchoolPicker';

/** Looks up Title IV schools and shows the chosen one's codes. */
function TitleIvLookup() {
  const [school, setSchool] = useState<TitleIvSchoolChoice | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2}>Title IV schools</Title>
      <SchoolCodeListSource />
      <TitleIvSchoolPicker onPick={setSchool} />
      {school && (
        <Table withTableBorder aria-label="Chosen Title IV school">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>School</Table.Th>
              <Table.Td>{school.schoolName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Federal School Code</Table.Th>
              <Table.Td>{school.schoolCode}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>OPE id</Table.Th>
              <Table.Td>{school.opeid ?? '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Place</Table.Th>
              <Table.Td>
                {[
                  school.address,
                  school.city,
                  school.country === 'USA'
                    ? `${school.stateAbbreviation} ${school.zipCode ?? ''}`.trim()
                    : null,
                  school.province,
                  school.postalCode,
                  school.country === 'USA' ? null : school.country,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The installation's back-office (BACKOFFICE_ADMIN): config items, master schools and user profiles, ISIR metadata, reference data, announcements to every school, message texts. */
export function BackofficePage() {
  return (
    <Stack gap="md">
      <Title order={1}>Back Office</Title>
      <Text c="dimmed">Settings shared by every school of the installation.</Text>
      <Tabs defaultValue="config" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="config">Config items</Tabs.Tab>
          <Tabs.Tab value="schools">Master schools</Tabs.Tab>
          <Tabs.Tab value="profiles">Master user profiles</Tabs.Tab>
          <Tabs.Tab value="isir">ISIR metadata</Tabs.Tab>
          <Tabs.Tab value="bas">BAS amounts</Tabs.Tab>
          <Tabs.Tab value="poverty">Poverty levels</Tabs.Tab>
          <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
          <Tabs.Tab value="templates">Message templates</Tabs.Tab>
          <Tabs.Tab value="titleiv">Title IV schools</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="config" pt="md">
          <ConfigItemsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="schools" pt="md">
          <MasterSchoolsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="profiles" pt="md">
          <MasterUserProfilesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="isir" pt="md">
          <IsirMetadataPanel />
        </Tabs.Panel>
        <Tabs.Panel value="bas" pt="md">
          <BasAmountsTable />
        </Tabs.Panel>
        <Tabs.Panel value="poverty" pt="md">
          <PovertyLevelsPage heading={2} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationsPage backoffice />
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="md">
          <InstallationMessageTemplates />
        </Tabs.Panel>
        <Tabs.Panel value="titleiv" pt="md">
          <TitleIvLookup />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
