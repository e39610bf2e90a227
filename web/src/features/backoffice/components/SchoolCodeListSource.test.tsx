import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TitleIvSchoolListSourceDocument } from '../graphql/backoffice.generated';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { SchoolCodeListSource } from './SchoolCodeListSource';

const sourceMock = (source: unknown) => ({
  request: { query: TitleIvSchoolListSourceDocument },
  result: {
    data: { titleIvSchoolListSource: { __typename: 'TitleIvSchoolListSource', ...(source as object) } },
  },
});
const SAMPLE = { sample: true, schoolCount: 68, lastLoad: null };
const LOADED = {
  sample: false,
  schoolCount: 5961,
  lastLoad: {
    __typename: 'TitleIvSchoolListLoad',
    fileName: 'FSA_School_Code_List_2026-27.csv',
    loadedAt: '2026-11-20T15:00:00.000Z',
    loadedBy: 'superadmin@aidverify.test',
    schoolCount: 5961,
    foreignSchoolCount: 402,
  },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const chooseFile = (content: string, name: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
};

describe('Title IV tab: which school list is loaded, and loading FSA’s list', () => {
  beforeEach(() => useAlertStore.getState().clear());
  afterEach(() => vi.unstubAllGlobals());

  it('marks the hand-typed sample as such until a real list is loaded', async () => {
    renderWithProviders(<SchoolCodeListSource />, [sourceMock(SAMPLE)]);
    expect(await screen.findByText("Sample list — load FSA's Federal School Code List")).toBeTruthy();
    expect(screen.getByText(/These 68 schools were typed in by hand/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Load list' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says how many schools were loaded, when, from which file and by whom', async () => {
    renderWithProviders(<SchoolCodeListSource />, [sourceMock(LOADED)]);
    expect(
      await screen.findByText(
        '5961 schools, loaded November 20, 2026 from FSA_School_Code_List_2026-27.csv by superadmin@aidverify.test (402 foreign)',
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Sample list — load FSA's Federal School Code List")).toBeNull();
  });

  it('shows the line at fault when the services refuse the file, and the new list once one loads', async () => {
    const fetchMock = vi.fn(async () =>
      json(400, {
        message: 'Line 3: the state code "ZZ" is not a U.S. state or territory; nothing was loaded',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SchoolCodeListSource />, [sourceMock(SAMPLE), sourceMock(LOADED)]);
    await screen.findByText("Sample list — load FSA's Federal School Code List");
    chooseFile('SchoolCode,SchoolName\n', 'bad.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Load list' }));
    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((a) => [a.kind, a.text])).toEqual([
        ['error', 'Line 3: the state code "ZZ" is not a U.S. state or territory; nothing was loaded'],
      ]),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/files/title-iv-schools');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByText("Sample list — load FSA's Federal School Code List")).toBeTruthy();

    fetchMock.mockImplementation(async () =>
      json(200, { message: 'Loaded 5961 schools from FSA_School_Code_List_2026-27.csv' }),
    );
    chooseFile('SchoolCode,SchoolName\n', 'FSA_School_Code_List_2026-27.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Load list' }));
    expect(await screen.findByText(/^5961 schools, loaded November 20, 2026/)).toBeTruthy();
    expect(
      useAlertStore
        .getState()
        .alerts.some(
          (a) =>
            a.kind === 'success' && a.text === 'Loaded 5961 schools from FSA_School_Code_List_2026-27.csv',
        ),
    ).toBe(true);
  });
});
