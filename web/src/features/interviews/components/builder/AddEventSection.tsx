import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddInterviewEventMutation } from '../../graphql/builder.generated';
import { SpanishInput } from '../SpanishInput';
import { BuilderSection } from './BuilderSection';

const WHEN = [
  { value: 'ON_START', label: 'The student starts' },
  { value: 'ON_SUBMIT', label: 'The student submits' },
];
const ACTIONS = [
  { value: 'EMAIL_CONFIRMATION', label: 'E-mail a confirmation' },
  { value: 'RECORD_ACTIVITY', label: 'Note it in the activity log' },
];

/** A new event: what happens when the student starts or submits the interview. */
export function AddEventSection({
  templateId,
  onChanged,
}: {
  /** The template the event belongs to. */
  templateId: number;
  /** Reads the template again. */
  onChanged(): Promise<unknown>;
}) {
  const [addEvent] = useAddInterviewEventMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { eventType: 'ON_SUBMIT', action: 'EMAIL_CONFIRMATION', message: '', messageSpanish: '' },
  });
  return (
    <BuilderSection
      title="Add an event"
      submit="Add event"
      form={form}
      failure="There was a problem with adding the interview event"
      send={async (v) =>
        (
          await addEvent({
            variables: {
              input: {
                templateId,
                eventType: v.eventType,
                action: v.action,
                message: v.message.trim() || null,
                messageSpanish: v.messageSpanish.trim() || null,
              },
            },
          }).catch(() => ({ data: null }))
        ).data?.addInterviewEvent
      }
      onDone={onChanged}
    >
      <Select label="When" data={WHEN} allowDeselect={false} {...form.getInputProps('eventType')} />
      <Select label="Action" data={ACTIONS} allowDeselect={false} {...form.getInputProps('action')} />
      <TextInput label="Message" {...form.getInputProps('message')} />
      <SpanishInput
        label="Message (Spanish)"
        value={form.values.messageSpanish}
        onChange={(v) => form.setFieldValue('messageSpanish', v)}
        error={form.errors.messageSpanish}
      />
    </BuilderSection>
  );
}
