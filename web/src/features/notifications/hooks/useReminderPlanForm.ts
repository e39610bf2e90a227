import { useForm } from '@mantine/form';
import { useSaveReminderPlanMutation, useSendRemindersNowMutation } from '../graphql/reminders.generated';
import type { ReminderPlanSectionFragment } from '../components/ReminderPlanSection.generated';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

/** The reminder plan's settings as a form, saving them, and sending the reminders now. */
export function useReminderPlanForm(aidYear: number, plan: ReminderPlanSectionFragment, onSaved: () => void) {
  // Only the plan's own settings are sent back (the answer carries more, and Apollo adds __typename).
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      enabled: plan.enabled,
      itemStatuses: plan.itemStatuses,
      signatureMissing: plan.signatureMissing,
      firstAfterDays: plan.firstAfterDays,
      everyDays: plan.everyDays,
      maxReminders: plan.maxReminders,
      quietStart: plan.quietStart,
      quietEnd: plan.quietEnd,
      timeZone: plan.timeZone,
      sendEmail: plan.sendEmail,
      sendSms: plan.sendSms,
    },
  });
  const server = useServerErrors(form);
  const [save, saving] = useSaveReminderPlanMutation();
  const [sendNow, sending] = useSendRemindersNowMutation();
  const saveForm = async () => {
    const r = (await save({ variables: { aidYear, input: form.values } })).data?.saveReminderPlan;
    if (r?.ok) {
      server.clear();
      showAlert.success(r.message ?? 'Successful Update');
      onSaved();
    } else showAlert.error(server.show(r?.error, 'Update failed'));
  };
  const sendRemindersNow = async () => {
    const r = (await sendNow({ variables: { aidYear } })).data?.sendRemindersNow;
    if (r?.ok) showAlert.success(r.message ?? 'Reminders queued');
    else showAlert.error(r?.error?.message ?? 'Reminders were not sent');
  };
  return { form, saveForm, saving: saving.loading, sendRemindersNow, sending: sending.loading };
}
