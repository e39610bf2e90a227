import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { hasPermission } from '../../access/permissions';
import { showAlert } from '../../alerts/alertStore';
import { useViewer } from '../../session/authStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { formatAidYear } from '../../schools/aidYear';
import { useIsirView } from '../hooks/useIsirView';
import { AddViewItemForm } from './AddViewItemForm';
import { IsirViewCopyButtons } from './IsirViewCopyButtons';
import { IsirViewTabCard } from './IsirViewTabCard';
import { SortableViewItems } from './SortableViewItems';

/**
 * /isirViewSettings: how the ISIR tab lays out records: tabs of groups of fields, per school and aid year; a user
 * with ISIR_MASTER_VIEW_SETTINGS_EDIT also edits the master (shared default) view.
 */
export function IsirViewSettingsPage() {
  const { aidYear } = useAidYear();
  const viewer = useViewer();
  const mayEditMaster = hasPermission(viewer?.permissions, 'ISIR_MASTER_VIEW_SETTINGS_EDIT');
  const [scope, setScope] = useState<'school' | 'master'>('school');
  const master = mayEditMaster && scope === 'master';
  const { school, masterTabs, elementLabel, elementOptions, loading, failure, actions } = useIsirView(
    aidYear,
    master,
  );

  if (loading || !aidYear) return <LoadingText />;
  if (failure) {
    return (
      <Alert color="red" role="alert">
        {failure.message}
      </Alert>
    );
  }
  // The masters are always editable (by whoever may see them); a school's view once it has its own copy.
  const own = master || school!.hasOwnIsirView;
  const tabs = master ? masterTabs! : school!.isirView;

  return (
    <Stack gap="md">
      <Title order={1}>ISIR View Settings</Title>
      {mayEditMaster && (
        <SegmentedControl
          aria-label="Which view to edit"
          value={scope}
          onChange={(v) => setScope(v as 'school' | 'master')}
          data={[
            { value: 'school', label: 'This school' },
            { value: 'master', label: 'Master (shared default)' },
          ]}
        />
      )}
      <Text>
        {formatAidYear(aidYear)}:{' '}
        {master
          ? 'the master layout, the shared default of every school that has no copy of its own.'
          : own
            ? "this school's own layout of the ISIR tab."
            : 'the shared default layout. Add settings to give this school its own copy to change.'}
      </Text>
      <IsirViewCopyButtons aidYear={aidYear} own={own} master={master} done={actions.done} />
      {own && (
        <AddViewItemForm
          label="New tab"
          submitLabel="Add tab"
          onAdd={async (name) =>
            actions.done(
              await actions.save({ level: 'TAB', aidYear, name }),
              'Successful Add',
              'Tab could not be added',
            )
          }
        />
      )}
      <SortableViewItems
        items={tabs}
        level="TAB"
        onReorder={
          own ? actions.onReorder : () => showAlert.error('Add ISIR view settings before changing the order')
        }
        render={(tab) => (
          <IsirViewTabCard
            tab={tab}
            own={own}
            master={master}
            elementLabel={elementLabel}
            elementOptions={elementOptions}
            actions={actions}
          />
        )}
      />
    </Stack>
  );
}

/** /IsirViewSettings: per the spec, one of the two spellings shows a not-implemented screen (it is the menu's). */
export function IsirViewSettingsNotImplemented() {
  return (
    <Stack>
      <Title order={1}>Not implemented</Title>
      <Text>
        This address is not implemented. The ISIR view settings are at{' '}
        <Link to="/isirViewSettings">/isirViewSettings</Link>.
      </Text>
    </Stack>
  );
}
