import { Alert, Button, Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StudentSearchField } from '../../../__generated__/graphql';
import { useSearchStudentsQuery } from '../graphql/searchStudents.generated';
import { STUDENT_SEARCH_PAGE_SIZE } from '../../../constants';
import { LoadingText } from '../../errors/components/LoadingText';
import { useCurrentSchool } from '../../schools/hooks/useCurrentSchool';
import { useCrossSchoolSearchStore } from '../crossSchoolSearchStore';
import { parseSearchField, searchFieldOptions } from '../searchFields';
import { StudentResultsTable } from './StudentResultsTable';

/** The search the address describes (?q=, ?field=, ?page=), so results survive reloads and back. */
function useSearchFromAddress() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q')?.trim() ?? '';
  const field = parseSearchField(params.get('field'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { text: string; field: StudentSearchField; page?: number }) => {
    const search = new URLSearchParams({ q: next.text.trim() });
    if (next.field !== 'ANY') search.set('field', next.field);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return { text, field, page, go };
}

/** The search box and its field; a search started from the header fills it in. */
function StudentSearchForm({
  search,
  sidName,
}: {
  /** The search the address describes, and the way to start another. */
  search: ReturnType<typeof useSearchFromAddress>;
  /** What the school calls its student id. */
  sidName: string;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: search.text, field: search.field as StudentSearchField },
  });

  // A search started from the header changes the address; the form follows it.
  const [followed, setFollowed] = useState(search);
  if (followed.text !== search.text || followed.field !== search.field) {
    setFollowed(search);
    form.setValues({ text: search.text, field: search.field });
  }

  const submit = form.onSubmit(({ text, field }) => {
    if (text.trim() !== '') search.go({ text, field });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Search by"
          w={180}
          allowDeselect={false}
          data={searchFieldOptions(sidName)}
          value={form.values.field}
          onChange={(value) => form.setFieldValue('field', parseSearchField(value))}
        />
        <TextInput
          label="Search students"
          placeholder="Name, e-mail, ID or last four of SSN"
          w={340}
          {...form.getInputProps('text')}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Search
        </Button>
      </Group>
    </form>
  );
}

/** /userSearch: students of the current school by name, e-mail, student id or SSN last four. */
export function StudentSearchPage() {
  const { school } = useCurrentSchool();
  const sidName = school?.sidName ?? 'Student ID';
  const search = useSearchFromAddress();
  // The header toggle (shown only with CROSS_SCHOOL_SEARCH) widens the search to every school of the user.
  const allSchools = useCrossSchoolSearchStore((s) => s.isCrossSchoolSearch);
  const { data, loading, error } = useSearchStudentsQuery({
    variables: {
      input: {
        text: search.text,
        field: search.field,
        page: search.page,
        pageSize: STUDENT_SEARCH_PAGE_SIZE,
        ...(allSchools ? { allSchools } : {}),
      },
    },
    skip: search.text === '',
  });

  const result = data?.searchStudents;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Title order={1}>Student Search</Title>
      <StudentSearchForm search={search} sidName={sidName} />
      {search.text === '' ? (
        <Text c="dimmed">Enter a name, e-mail, {sidName} or the last four digits of an SSN.</Text>
      ) : loading && !result ? (
        <LoadingText />
      ) : error ? (
        <Alert color="red" title="Error" role="alert">
          {error.message}
        </Alert>
      ) : result && result.items.length > 0 ? (
        <>
          <Text size="sm" c="dimmed" role="status">
            {result.total} {result.total === 1 ? 'student' : 'students'} found
            {allSchools ? ' in all your schools' : ''}
          </Text>
          <StudentResultsTable students={result.items} sidName={sidName} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={search.page}
              onChange={(page) => search.go({ text: search.text, field: search.field, page })}
              aria-label="Result pages"
            />
          )}
        </>
      ) : (
        <Text role="status">No students match “{search.text}”.</Text>
      )}
    </Stack>
  );
}
