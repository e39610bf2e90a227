import { useEffect } from 'react';
import { showAlert } from '../../alerts/alertStore';
import { useAvailableSchoolsQuery } from '../graphql/availableSchools.generated';
import { SchoolPicker, type SchoolPickerProps } from './SchoolPicker';

export const SCHOOLS_UNAVAILABLE =
  'Something went wrong while retrieving available schools, school switching is being disabled.';

/**
 * The staff header's school picker over the schools the staff member may switch to, read afresh; until they
 * arrive it offers the session's. When they cannot be read, switching is off and the user is told why.
 */
export function StaffSchoolPicker(props: SchoolPickerProps) {
  const { data, error } = useAvailableSchoolsQuery({ fetchPolicy: 'network-only' });
  useEffect(() => {
    if (error) showAlert.error(SCHOOLS_UNAVAILABLE);
  }, [error]);
  return (
    <SchoolPicker
      {...props}
      schools={data?.availableSchools ?? props.schools}
      unavailable={error ? SCHOOLS_UNAVAILABLE : null}
    />
  );
}
