import { Select } from '@mantine/core';
import { useAssignableStaffQuery } from '../graphql/assignment.generated';

/** A staff member of the school to assign students to (the services check the school again). */
export function StaffPicker({
  value,
  onChange,
  label = 'Staff member',
}: {
  /** The chosen staff id, as a string (Select's value). */
  value: string | null;
  /** Called with the chosen staff id. */
  onChange: (value: string | null) => void;
  /** The field label. */
  label?: string;
}) {
  const { data, loading } = useAssignableStaffQuery();
  const options = (data?.assignableStaff ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} (${m.role})`,
  }));
  return (
    <Select
      label={label}
      placeholder={loading ? 'Loading...' : 'Choose a staff member'}
      searchable
      data={options}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No staff member of that name"
      w={300}
    />
  );
}
