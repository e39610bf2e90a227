import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import {
  useTitleIvCitiesQuery,
  useTitleIvSchoolsQuery,
  useTitleIvStatesQuery,
  type TitleIvSchoolsQuery,
} from '../graphql/backoffice.generated';

export type TitleIvSchoolChoice = TitleIvSchoolsQuery['titleIvSchools'][number];

/** Finds a Title IV school by state, then city (empty: every city), then name. */
export function TitleIvSchoolPicker({
  onPick,
}: {
  /** Called with the chosen school. */ onPick: (school: TitleIvSchoolChoice) => void;
}) {
  const [state, setState] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const states = useTitleIvStatesQuery();
  const cities = useTitleIvCitiesQuery({ variables: { stateAbbreviation: state ?? '' }, skip: !state });
  // An empty city is sent as null: every city of the state.
  const schools = useTitleIvSchoolsQuery({
    variables: { stateAbbreviation: state ?? '', city: city || null },
    skip: !state,
  });
  const list = schools.data?.titleIvSchools ?? [];

  return (
    <Group align="end" grow>
      <Select
        label="State"
        searchable
        // FSA's list files foreign schools under FC; their city list then holds foreign cities.
        data={(states.data?.titleIvStates ?? []).map((s) => ({
          value: s.stateAbbreviation,
          label: s.stateAbbreviation === 'FC' ? 'FC (foreign schools)' : s.stateAbbreviation,
        }))}
        value={state}
        onChange={(v) => {
          setState(v);
          setCity(null);
          setSchoolId(null);
        }}
      />
      <Select
        label="City"
        placeholder="Every city"
        searchable
        clearable
        disabled={!state}
        data={(cities.data?.titleIvCities ?? []).map((c) => c.city)}
        value={city}
        onChange={(v) => {
          setCity(v);
          setSchoolId(null);
        }}
      />
      <Select
        label="Title IV school"
        searchable
        disabled={!state}
        data={list.map((s) => ({
          value: String(s.id),
          label: `${s.schoolName} (${s.schoolCode})${s.country === 'USA' ? '' : `, ${s.country}`}`,
        }))}
        value={schoolId}
        onChange={(v) => {
          setSchoolId(v);
          const school = list.find((s) => String(s.id) === v);
          if (school) onPick(school);
        }}
      />
    </Group>
  );
}
