import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useReminderPlanQuery } from '../graphql/reminders.generated';
import type { ReminderPlanSectionFragment } from './ReminderPlanSection.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { useReminderPlanForm } from '../hooks/useReminderPlanForm';
import { useAidYear } from '../../schools/hooks/useAidYear';

const STATES = [
  { value: 'NEW', label: 'Items not started' },
  { value: 'IN_PROGRESS', label: 'Items in progress' },
  { value: 'NEEDS_CORRECTION', label: 'Items needing correction' },
];

/** The aid year's reminder plan as a form, with Save reminder plan and Send reminders now. */
function PlanForm({
  aidYear,
  plan,
  onSaved,
}: {
  /** The aid year the plan is for. */
  aidYear: number;
  /** The plan as stored. */
  plan: ReminderPlanSectionFragment;
  /** The plan was saved: it is read again. */
  onSaved: () => void;
}) {
  const { updatedBy, updatedAt } = plan;
  const { form, saveForm, saving, sendRemindersNow, sending } = useReminderPlanForm(aidYear, plan, onSaved);
  return (
    <Stack gap="xs">
      <Switch label="Send reminders every night" {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <Checkbox.Group label="Remind when the task list has" {...form.getInputProps('itemStatuses')}>
        <Group mt={4}>
          {STATES.map((s) => (
            <Checkbox key={s.value} value={s.value} label={s.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox
        label="A signature is missing"
        {...form.getInputProps('signatureMissing', { type: 'checkbox' })}
      />
      <Group grow>
        <NumberInput
          label="First reminder after (days still)"
          min={0}
          max={365}
          {...form.getInputProps('firstAfterDays')}
        />
        <NumberInput label="Then every (days)" min={1} max={365} {...form.getInputProps('everyDays')} />
        <NumberInput label="At most (reminders)" min={1} max={50} {...form.getInputProps('maxReminders')} />
      </Group>
      <Group grow>
        <TextInput label="Quiet hours from (HH:MM)" {...form.getInputProps('quietStart')} />
        <TextInput label="Quiet hours until (HH:MM)" {...form.getInputProps('quietEnd')} />
        <TextInput label="Time zone" {...form.getInputProps('timeZone')} />
      </Group>
      <Group>
        <Checkbox label="E-mail" {...form.getInputProps('sendEmail', { type: 'checkbox' })} />
        <Checkbox label="Text message" {...form.getInputProps('sendSms', { type: 'checkbox' })} />
      </Group>
      {updatedBy && (
        <Text size="sm" c="dimmed">
          Last changed by {updatedBy} {updatedAt ? `on ${new Date(updatedAt).toLocaleString()}` : ''}
        </Text>
      )}
      <Group>
        <Button loading={saving} onClick={saveForm}>
          Save reminder plan
        </Button>
        <Button variant="light" loading={sending} disabled={!plan.saved} onClick={sendRemindersNow}>
          Send reminders now
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /MessageTemplates: the aid year's reminder plan — which task lists earn a reminder, when, how often, quiet hours,
 * channels. The wording is the "Task list reminder" templates on the same screen.
 */
export function ReminderPlanSection() {
  const { aidYear } = useAidYear();
  const { data, loading, error, refetch } = useReminderPlanQuery({
    variables: { aidYear: aidYear ?? 0 },
    skip: aidYear === null,
    fetchPolicy: 'network-only',
  });
  if (aidYear === null || (loading && !data)) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve the reminder plan'}
      </Alert>
    );
  return (
    <Card withBorder component="section" aria-label="Task list reminders">
      <Title order={2} size="h3">
        Task list reminders, aid year {aidYear - 1}-{aidYear}
      </Title>
      <PlanForm
        key={`${aidYear}:${data.reminderPlan.updatedAt ?? ''}`}
        aidYear={aidYear}
        plan={data.reminderPlan}
        onSaved={() => void refetch()}
      />
    </Card>
  );
}
