import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showAlert } from '../../alerts/alertStore';
import type { MutationResult } from '../../errors/serverErrors';
import {
  useAddHolidayMutation,
  useCopyDefaultHolidaysMutation,
  useDeleteHolidayMutation,
  useUpdateHolidayMutation,
} from '../graphql/holidays.generated';

/** Shows the result of a holiday change ('Holiday Added', ...) or its error, then reloads the list. */
function report(r: MutationResult | undefined, failure: string) {
  if (r?.ok) showAlert.success(r.message ?? 'Successful Update');
  else showAlert.error(r?.error?.message ?? failure);
}

/** The holidays' changes: add one, copy a year's defaults, change one in its row, delete one; each reloads the list. */
export function useHolidayEdits(refetch: () => Promise<unknown>) {
  const [add] = useAddHolidayMutation();
  const [update] = useUpdateHolidayMutation();
  const [remove] = useDeleteHolidayMutation();
  const [copy] = useCopyDefaultHolidaysMutation();
  const addForm = useForm({ mode: 'controlled', initialValues: { name: '', holidayDate: '' } });
  const copyForm = useForm({
    mode: 'controlled',
    initialValues: { year: new Date().getFullYear() as number | string },
  });
  // One holiday is changed at a time, in its row (a table row cannot hold a <form>).
  const [editingId, setEditingId] = useState<number | null>(null);
  const editForm = useForm({ mode: 'controlled', initialValues: { name: '', holidayDate: '' } });

  const onAdd = addForm.onSubmit(async (input) => {
    report((await add({ variables: { input } })).data?.addHoliday, 'Holiday could not be added');
    addForm.reset();
    await refetch();
  });
  const onCopy = copyForm.onSubmit(async ({ year }) => {
    report(
      (await copy({ variables: { year: Number(year) } })).data?.copyDefaultHolidays,
      'Holidays could not be copied',
    );
    await refetch();
  });
  const onSave = editForm.onSubmit(async (input) => {
    if (editingId === null) return;
    const r = (await update({ variables: { id: editingId, input } })).data?.updateHoliday;
    report(r, 'Holiday could not be updated');
    if (r?.ok) setEditingId(null);
    await refetch();
  });
  const edit = (h: { id: number; name: string; holidayDate: string }) => {
    editForm.setValues({ name: h.name, holidayDate: h.holidayDate });
    setEditingId(h.id);
  };
  const onDelete = async (id: number) => {
    report((await remove({ variables: { id } })).data?.deleteHoliday, 'Item could not be deleted');
    await refetch();
  };
  return { addForm, copyForm, editForm, editingId, setEditingId, onAdd, onCopy, onSave, edit, onDelete };
}
