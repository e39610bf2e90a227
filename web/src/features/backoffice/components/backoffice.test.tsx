import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PovertyLevelsDocument,
  TitleIvCitiesDocument,
  TitleIvSchoolsDocument,
  TitleIvStatesDocument,
} from '../graphql/backoffice.generated';
import { renderWithProviders } from '../../../test/render';
import { PovertyLevelsPage } from './PovertyLevelsPage';
import { TitleIvSchoolPicker } from './TitleIvSchoolPicker';

const region = (name: string, first: number, each: number) => ({
  __typename: 'PovertyRegion',
  region: name,
  eachAdditionalPerson: each,
  levels: Array.from({ length: 8 }, (_, i) => ({
    __typename: 'PovertyLevel',
    householdSize: i + 1,
    amount: first + i * each,
  })),
});
const poverty = (aidYear: number, levels: unknown) => ({
  request: { query: PovertyLevelsDocument, variables: { aidYear } },
  result: { data: { povertyLevels: levels } },
});

describe('/povertyLevels', () => {
  it("shows the guidelines of the aid year's tax year by household size and region, and says when a year has none", async () => {
    const start = new Date().getFullYear() + 1; // no school loaded in this test: the next aid year
    const y2026 = {
      __typename: 'PovertyLevels',
      aidYear: 2026,
      guidelineYear: 2024,
      regions: [
        region('CONTIGUOUS', 15060, 5380),
        region('ALASKA', 18810, 6730),
        region('HAWAII', 17310, 6190),
      ],
    };
    renderWithProviders(<PovertyLevelsPage />, [
      poverty(start, null),
      poverty(2026, y2026),
      poverty(2040, null),
    ]);
    expect(
      await screen.findByText(`No poverty guidelines are loaded for aid year ${start - 1}-${start}.`),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Aid year'), { target: { value: '2026' } });
    expect(
      await screen.findByText('HHS poverty guidelines of 2024, the tax year of aid year 2025-2026.'),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Poverty levels 2025-2026' });
    expect(table.textContent).toContain('$31,200'); // a household of 4 in the 48 states
    expect(table.textContent).toContain('$6,730'); // each added person in Alaska
    fireEvent.change(screen.getByLabelText('Aid year'), { target: { value: '2040' } });
    expect(await screen.findByText('No poverty guidelines are loaded for aid year 2039-2040.')).toBeTruthy();
  });
});

describe('Title IV school picker', () => {
  it('finds a school by state and every city (the city sent as null) and hands back its code and name', async () => {
    const onPick = vi.fn();
    const mocks = [
      {
        request: { query: TitleIvStatesDocument },
        result: {
          data: { titleIvStates: [{ __typename: 'TitleIvState', stateAbbreviation: 'MA', schoolCount: 4 }] },
        },
      },
      {
        request: { query: TitleIvCitiesDocument, variables: { stateAbbreviation: 'MA' } },
        result: {
          data: { titleIvCities: [{ __typename: 'TitleIvCity', city: 'Cambridge', schoolCount: 2 }] },
        },
      },
      {
        request: { query: TitleIvSchoolsDocument, variables: { stateAbbreviation: 'MA', city: null } },
        result: {
          data: {
            titleIvSchools: [
              {
                __typename: 'TitleIvSchool',
                id: 7,
                schoolCode: '002155',
                opeid: '00215500',
                schoolName: 'Harvard University',
                address: null,
                city: 'Cambridge',
                stateAbbreviation: 'MA',
                zipCode: null,
                province: null,
                country: 'USA',
                postalCode: null,
              },
            ],
          },
        },
      },
    ];
    renderWithProviders(<TitleIvSchoolPicker onPick={onPick} />, mocks);
    fireEvent.click(await screen.findByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'MA' }));
    const school = screen.getByRole('combobox', { name: 'Title IV school' });
    await waitFor(() => expect((school as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(school);
    fireEvent.click(await screen.findByRole('option', { name: 'Harvard University (002155)' }));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ schoolCode: '002155', schoolName: 'Harvard University' }),
    );
  });

  it("lists foreign schools under FC with their country (FSA's list files them so)", async () => {
    const onPick = vi.fn();
    const mocks = [
      {
        request: { query: TitleIvStatesDocument },
        result: {
          data: { titleIvStates: [{ __typename: 'TitleIvState', stateAbbreviation: 'FC', schoolCount: 1 }] },
        },
      },
      {
        request: { query: TitleIvCitiesDocument, variables: { stateAbbreviation: 'FC' } },
        result: { data: { titleIvCities: [{ __typename: 'TitleIvCity', city: 'Lyon', schoolCount: 1 }] } },
      },
      {
        request: { query: TitleIvSchoolsDocument, variables: { stateAbbreviation: 'FC', city: null } },
        result: {
          data: {
            titleIvSchools: [
              {
                __typename: 'TitleIvSchool',
                id: 9,
                schoolCode: 'G99905',
                opeid: null,
                schoolName: 'TEST DATA - Université de Testville',
                address: '1 Rue des Essais',
                city: 'Lyon',
                stateAbbreviation: 'FC',
                zipCode: null,
                province: null,
                country: 'FRANCE',
                postalCode: '69001',
              },
            ],
          },
        },
      },
    ];
    renderWithProviders(<TitleIvSchoolPicker onPick={onPick} />, mocks);
    fireEvent.click(await screen.findByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'FC (foreign schools)' }));
    const school = screen.getByRole('combobox', { name: 'Title IV school' });
    await waitFor(() => expect((school as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(school);
    fireEvent.click(
      await screen.findByRole('option', { name: 'TEST DATA - Université de Testville (G99905), FRANCE' }),
    );
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ schoolCode: 'G99905', country: 'FRANCE' }));
  });
});
