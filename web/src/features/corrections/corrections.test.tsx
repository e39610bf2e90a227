import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AddCorrectionDocument,
  CorrectableFieldsDocument,
  CorrectionFilesDocument,
  SchoolCorrectionsDocument,
  StudentCorrectionsDocument,
} from './graphql/corrections.generated';
import { CurrentSchoolDocument } from '../schools/graphql/currentSchool.generated';
import { appRoutes } from '../../app/routes';
import { currentSchool, staffViewer } from '../../test/fixtures';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { useAlertStore } from '../alerts/alertStore';
import { useAuthStore } from '../session/authStore';
import { CorrectionsTab } from './components/CorrectionsTab';

const LAZY = { timeout: 8000 };
const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};
const correction = (over: Record<string, unknown> = {}) => ({
  __typename: 'IsirCorrection',
  id: 1,
  studentId: 3,
  studentUuid: 'stu-3',
  studentName: 'Avery Chen',
  aidYear: 2027,
  cpsNumber: 27,
  attributeName: 'studentIdentityLastName',
  displayName: 'Last Name',
  isirValue: 'CHEN',
  correctedValue: 'CHEN-LI',
  status: 'PENDING',
  fileId: null,
  fileName: null,
  exportedAt: null,
  createdBy: 'verifier@aidverify.test',
  createdAt: '2026-11-20T10:00:00Z',
  confirmedByFps: false,
  ...over,
});
const summaries = (rows: unknown[]) => ({
  request: { query: StudentCorrectionsDocument, variables: { uuid: 'stu-3' } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: 3,
        uuid: 'stu-3',
        correctionSummaries: {
          __typename: 'CorrectionSummaries',
          summaries: rows.length
            ? [
                {
                  __typename: 'CorrectionYearSummary',
                  aidYear: 2027,
                  pending: rows.length - 1,
                  exported: 1,
                  confirmed: 1,
                  withdrawn: 0,
                },
              ]
            : [],
          corrections: rows,
        },
      },
    },
  },
  maxUsageCount: 5,
});
const field = (
  cpsNumber: number,
  attributeName: string,
  displayName: string,
  value: string | null,
  fti = false,
) => ({ __typename: 'IsirFieldValue', cpsNumber, attributeName, displayName, value, fti });
const isir = {
  request: { query: CorrectableFieldsDocument, variables: { uuid: 'stu-3', aidYear: 2027 } },
  result: {
    data: {
      studentIsir: {
        __typename: 'StudentIsir',
        current: {
          __typename: 'IsirTransactionView',
          id: 9,
          tabs: [
            {
              __typename: 'IsirTabValues',
              name: 'Student',
              groups: [
                {
                  __typename: 'IsirFieldGroup',
                  name: 'Identity',
                  fields: [
                    field(27, 'studentIdentityLastName', 'Last Name', 'CHEN'),
                    field(80, 'studentFtiAgi', 'AGI', '1000', true),
                  ],
                },
              ],
            },
          ],
        },
      },
    },
  },
  maxUsageCount: 5,
};
const alerts = () => useAlertStore.getState().alerts.map((a) => [a.kind, a.text]);

beforeEach(() => {
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({
      permissions: [
        'STUDENT_VIEW',
        'STUDENT_EDIT',
        'ED_DATA_VIEW',
        'CORRECTIONS_LIST_VIEW',
        'TRANSMITTED_CORRECTIONS_VIEW',
      ],
    }),
  });
  useAlertStore.getState().clear();
});

describe('ISIR corrections', { timeout: 30_000 }, () => {
  it("records a correction of an ISIR field and shows the services' reason when one is refused", async () => {
    renderWithProviders(<CorrectionsTab uuid="stu-3" />, [
      school,
      summaries([
        correction(),
        correction({
          id: 2,
          cpsNumber: 25,
          attributeName: 'studentIdentityFirstName',
          displayName: 'First Name',
          isirValue: 'AVERY',
          correctedValue: 'AVERIE',
          status: 'EXPORTED',
          fileId: 4,
          fileName: 'CORR27IN-222222-20261120100000.dat',
          exportedAt: '2026-11-20T10:00:00Z',
          confirmedByFps: true,
        }),
      ]),
      isir,
      {
        request: {
          query: AddCorrectionDocument,
          variables: {
            uuid: 'stu-3',
            aidYear: 2027,
            attributeName: 'studentIdentityLastName',
            correctedValue: 'chen;li',
          },
        },
        result: {
          data: {
            addCorrection: {
              __typename: 'CorrectionResult',
              ok: false,
              error: {
                __typename: 'UserError',
                message: "Last Name: a correction may hold only 0-9, A-Z, spaces and . ' , - # @ % & /",
              },
              correction: null,
            },
          },
        },
      },
    ]);
    expect(await screen.findByText('CHEN-LI', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('2026-2027: 1 waiting, 1 exported (1 confirmed by FPS)')).toBeTruthy();
    // Only the waiting correction can be withdrawn; the exported one shows FPS confirmed it.
    expect(screen.getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
    expect(screen.getByText('Confirmed by FPS')).toBeTruthy();
    fireEvent.click(await screen.findByRole('combobox', { name: 'ISIR field' }, LAZY));
    // FTI fields are never offered.
    expect(screen.queryByRole('option', { name: '80 · AGI' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: '27 · Last Name' }));
    expect(screen.getByText('ISIR shows: CHEN')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Value on the documents'), { target: { value: 'chen;li' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record correction' }));
    await waitFor(() =>
      expect(alerts()).toContainEqual([
        'error',
        "Update failed: Last Name: a correction may hold only 0-9, A-Z, spaces and . ' , - # @ % & /",
      ]),
    );
  });

  it('lists the waiting corrections of the school with the student, and the exported files', async () => {
    renderRoutes(appRoutes, '/corrections', [
      school,
      {
        request: { query: SchoolCorrectionsDocument, variables: { aidYear: 2027, status: 'PENDING' } },
        result: { data: { corrections: [correction()] } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Corrections' }, LAZY)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Avery Chen' }, LAZY)).getAttribute('href')).toBe(
      '/StudentView/stu-3/corrections',
    );
    expect(screen.getByRole('button', { name: 'Export correction file' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('lists exported correction files for download', async () => {
    renderRoutes(appRoutes, '/transmittedCorrections', [
      school,
      {
        request: { query: CorrectionFilesDocument, variables: { aidYear: 2027 } },
        result: {
          data: {
            correctionFiles: [
              {
                __typename: 'CorrectionFile',
                id: 4,
                aidYear: 2027,
                fileName: 'CORR27IN-222222-20261120100000.dat',
                recordCount: 2,
                correctionCount: 3,
                size: 1938,
                createdBy: 'verifier@aidverify.test',
                createdAt: '2026-11-20T10:00:00Z',
                downloadCount: 1,
                lastDownloadedAt: null,
              },
            ],
          },
        },
      },
    ]);
    expect(
      await screen.findByRole('button', { name: 'Download CORR27IN-222222-20261120100000.dat' }, LAZY),
    ).toBeTruthy();
  });

  it('shows not-found on both screens to a role without their permissions', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }) });
    renderRoutes(appRoutes, '/transmittedCorrections', [school]);
    expect(await screen.findByText('Page not found', {}, LAZY)).toBeTruthy();
  });
});
