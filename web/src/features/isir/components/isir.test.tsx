import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IsirUploadDocument,
  IsirUploadsDocument,
  IsirViewSettingsDocument,
  SaveIsirViewItemDocument,
  MasterIsirViewDocument,
  ReorderIsirViewItemsDocument,
  ReorderMasterIsirViewItemsDocument,
  StudentIsirDocument,
} from '../graphql/isir.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { appRoutes } from '../../../app/routes';
import { availableSchools, currentSchool, staffViewer } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { useAuthStore } from '../../session/authStore';
import { useAlertStore } from '../../alerts/alertStore';

const school = {
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: currentSchool() } },
  maxUsageCount: 10,
};

const upload = (over: Record<string, unknown> = {}) => ({
  __typename: 'IsirUpload' as const,
  id: 7,
  fileName: 'IDSA27OP-20260801.txt',
  origin: 'UPLOAD',
  status: 'IMPORTED',
  aidYear: 2027,
  recordCount: 100,
  importedCount: 98,
  duplicateCount: 2,
  newStudentCount: 90,
  updatedStudentCount: 8,
  selectedCount: 25,
  warningCount: 3,
  errorCount: 0,
  error: null,
  progressRecords: 100,
  progressStep: null,
  uploadedBy: 'verifier@aidverify.test',
  createdAt: '2026-08-01T12:00:00Z',
  finishedAt: '2026-08-01T12:00:05Z',
  ...over,
});

const field = (n: number, displayName: string, value: string | null, over: Record<string, unknown> = {}) => ({
  __typename: 'IsirFieldValue' as const,
  cpsNumber: n,
  attributeName: `f${n}`,
  displayName,
  value,
  label: null,
  corrected: false,
  highlighted: false,
  fti: false,
  ...over,
});
const view = (id: number, tn: number, sai: string, withFti: boolean) => ({
  __typename: 'IsirTransactionView' as const,
  id,
  transactionNumber: tn,
  layoutName: '2026-27 (OBBBA)',
  isCurrent: tn === 2,
  tabs: [
    {
      __typename: 'IsirTabValues' as const,
      name: 'Summary',
      fti: false,
      marking: null,
      groups: [
        {
          __typename: 'IsirGroupValues' as const,
          name: 'Student and transaction',
          fti: false,
          marking: null,
          fields: [
            field(30, 'Social Security Number', '*****4321'),
            field(29, "Student's Date of Birth", '20050201'),
            field(4, 'Transaction Process Date', '20261341'),
            field(6, 'Dependency Model', 'D', { label: 'Dependent' }),
            field(18, 'SAI', sai, { corrected: tn === 2 }),
          ],
        },
      ],
    },
    withFti
      ? {
          __typename: 'IsirTabValues' as const,
          name: 'Student FTI-M Information',
          fti: true,
          marking: 'CUI//SP-TAX',
          groups: [
            {
              __typename: 'IsirGroupValues' as const,
              name: 'Student FTI-M Information',
              fti: true,
              marking: 'CUI//SP-TAX',
              fields: [field(900, 'Adjusted Gross Income', '45000', { fti: true })],
            },
          ],
        }
      : {
          __typename: 'IsirTabValues' as const,
          name: 'Student FTI-M Information',
          fti: true,
          marking: null,
          groups: [
            {
              __typename: 'IsirGroupValues' as const,
              name: 'Student FTI-M Information',
              fti: true,
              marking: null,
              fields: [],
            },
          ],
        },
  ],
});
const transactions = [
  {
    __typename: 'IsirTransaction' as const,
    id: 12,
    transactionNumber: 2,
    transactionProcessDate: '2026-09-01',
    isCurrent: true,
  },
  {
    __typename: 'IsirTransaction' as const,
    id: 11,
    transactionNumber: 1,
    transactionProcessDate: '2026-08-01',
    isCurrent: false,
  },
];
const isirMock = (transactionId: number | null, v: ReturnType<typeof view>, fti: boolean) => ({
  request: { query: StudentIsirDocument, variables: { uuid: 'stu-1', aidYear: 2027, transactionId } },
  result: {
    data: {
      studentIsir: {
        __typename: 'StudentIsir' as const,
        studentUuid: 'stu-1',
        aidYear: 2027,
        ftiAllowed: fti,
        transactions,
        current: v,
      },
    },
  },
  maxUsageCount: 3,
});

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
  useAlertStore.setState({ alerts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('Review ISIR File Uploads', () => {
  it('lists every file with its counts, and a refused file with the reason', async () => {
    renderRoutes(appRoutes, '/isirLog', [
      school,
      {
        request: { query: IsirUploadsDocument },
        result: {
          data: {
            isirUploads: [
              upload(),
              upload({
                id: 8,
                fileName: 'broken.txt',
                status: 'FAILED',
                recordCount: 0,
                importedCount: 0,
                duplicateCount: 0,
                newStudentCount: 0,
                updatedStudentCount: 0,
                selectedCount: 0,
                warningCount: 0,
                errorCount: 1,
                error: 'Line 3: is 3000 characters long; a 2026-27 record is 7944 (truncated?)',
              }),
            ],
          },
        },
      },
    ]);
    const row = await screen.findByRole('row', { name: /IDSA27OP-20260801\.txt/ }, { timeout: 5000 });
    expect(within(row).getByText('100 (2 already imported)')).toBeTruthy();
    expect(within(row).getByText('90')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'IDSA27OP-20260801.txt' }).getAttribute('href')).toBe(
      '/IsirListPage/7',
    );
    const broken = screen.getByRole('row', { name: /broken\.txt/ });
    expect(within(broken).getByText(/Line 3: is 3000 characters long/)).toBeTruthy();
    expect(within(broken).queryByRole('link')).toBeNull();
  });
});

describe('Upload ISIR File', () => {
  class FakeXhr {
    static answer: { status: number; body: unknown } = { status: 200, body: {} };
    static sent: FormData | null = null;
    upload = {
      onprogress: null as ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    headers: Record<string, string> = {};
    open() {}
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send(form: FormData) {
      FakeXhr.sent = form;
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true });
        this.status = FakeXhr.answer.status;
        this.responseText = JSON.stringify(FakeXhr.answer.body);
        this.onload?.();
      }, 0);
    }
  }
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  const pick = async (name: string) => {
    const input = (await screen.findByTestId('isir-file', {}, { timeout: 5000 })) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['7'.repeat(10)], name, { type: 'text/plain' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  };

  it("sends the file with the session's aid year and shows the counts and 'File Imported Successfully'", async () => {
    FakeXhr.answer = { status: 200, body: upload() };
    renderRoutes(appRoutes, '/upload', [school]);
    await pick('IDSA27OP-20260801.txt');
    const result = await screen
      .findByRole('region', { name: 'Import result' })
      .catch(() => screen.findByLabelText('Import result'));
    expect(within(result).getByText('File Imported Successfully')).toBeTruthy();
    expect(within(result).getByTestId('count-New students').textContent).toBe('90');
    expect(within(result).getByTestId('count-Selected for verification').textContent).toBe('25');
    expect(FakeXhr.sent!.get('AidYear')).toBe('2027');
    expect((FakeXhr.sent!.get('isirFile') as File).name).toBe('IDSA27OP-20260801.txt');
    expect(useAlertStore.getState().alerts.map((a) => a.text)).toContain('File Imported Successfully');
  });

  it('follows a background import: the records read, then what it does after the last record', async () => {
    FakeXhr.answer = { status: 200, body: upload({ status: 'QUEUED', progressRecords: 0 }) };
    const running = {
      request: { query: IsirUploadDocument, variables: { id: 7 } },
      result: {
        data: {
          isirUpload: upload({
            status: 'RUNNING',
            progressRecords: 20000,
            progressStep: 'CHOOSING_CURRENT_ISIRS',
            warnings: [],
          }),
        },
      },
      maxUsageCount: 10,
    };
    renderRoutes(appRoutes, '/upload', [school, running]);
    await pick('IDSA27OP-20260801.txt');
    expect(await screen.findByText(/Importing in the background/)).toBeTruthy();
    // The page asks again every second.
    expect(
      (
        await screen.findByText(
          /20000 records read; choosing each student's current ISIR/,
          {},
          { timeout: 3000 },
        )
      ).textContent,
    ).toContain('You may leave this page');
  });

  it('shows why a file was refused', async () => {
    FakeXhr.answer = {
      status: 422,
      body: {
        message: "Line 2: unknown year indicator '9' in column 1",
        details: { upload: upload({ status: 'FAILED', errorCount: 1 }) },
      },
    };
    renderRoutes(appRoutes, '/upload', [school, availableSchools]);
    await pick('bad.txt');
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Line 2: unknown year indicator '9' in column 1",
    );
    expect(screen.queryByText('File Imported Successfully')).toBeNull();
  });
});

describe('the ISIR tab of StudentView', () => {
  it('opens inside the student view and lays out the current transaction with labels and flags, hiding FTI without the permission', async () => {
    renderRoutes(appRoutes, '/StudentView/stu-1/isir', [
      school,
      isirMock(null, view(12, 2, '1500', false), false),
    ]);
    expect(await screen.findByText('*****4321', {}, { timeout: 5000 })).toBeTruthy();
    // Inside the student view: its tab bar stays, the ISIR tab chosen.
    const bar = screen.getByRole('tablist', { name: 'Student record' });
    expect(within(bar).getByRole('tab', { name: 'ISIR' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('D – Dependent')).toBeTruthy();
    // Dates read as dates; a value that is no calendar date stays as the record holds it.
    expect(screen.getByText('02/01/2005')).toBeTruthy();
    expect(screen.queryByText('20050201')).toBeNull();
    expect(screen.getByText('20261341')).toBeTruthy();
    expect(screen.getByText('Corrected')).toBeTruthy();
    expect(screen.getByText(/Federal tax information is hidden for your role/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Student FTI-M Information/ }));
    expect(await screen.findByText(/your role does not have the FTI permission/)).toBeTruthy();
    expect(screen.queryByText('45000')).toBeNull();
  });

  it('marks FTI CUI//SP-TAX for a role allowed to see it, and compares two transactions side by side', async () => {
    renderRoutes(appRoutes, '/StudentView/stu-1/isir', [
      school,
      isirMock(null, view(12, 2, '1500', true), true),
      isirMock(11, view(11, 1, '300', true), true),
    ]);
    fireEvent.click(await screen.findByRole('tab', { name: /Student FTI-M Information/ }, { timeout: 5000 }));
    expect(await screen.findByText('45000')).toBeTruthy();
    expect(screen.getAllByText(/CUI\/\/SP-TAX/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Summary' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Compare with another transaction' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Compare with' }));
    fireEvent.click(await screen.findByRole('option', { name: /Transaction 1/ }));
    expect(await screen.findByRole('columnheader', { name: 'Transaction 1' })).toBeTruthy();
    const saiRow = screen.getByRole('row', { name: /SAI/ });
    expect(saiRow.getAttribute('data-differs')).toBe('true');
    expect(within(saiRow).getByText('300')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Dependency Model/ }).getAttribute('data-differs')).toBeNull();
  });
});

describe('ISIR view settings', () => {
  const settings = {
    request: { query: IsirViewSettingsDocument, variables: { aidYear: 2027 } },
    result: {
      data: {
        hasOwnIsirView: true,
        isirView: [1, 2, 3].map((id) => ({
          __typename: 'IsirViewTab' as const,
          id,
          name: `Tab ${id}`,
          sortOrder: id - 1,
          schoolCode: '222222',
          groups: [],
        })),
        isirElements: [
          {
            __typename: 'IsirElementInfo' as const,
            attributeName: 'f1',
            displayName: 'First Name',
            cpsNumber: 25,
          },
        ],
      },
    },
    maxUsageCount: 5,
  };
  it('moves a tab and sends the new order', async () => {
    const reorder = vi.fn(() => ({
      data: { reorderIsirViewItems: { __typename: 'IsirViewResult' as const, ok: true, error: null } },
    }));
    renderRoutes(appRoutes, '/isirViewSettings', [
      school,
      settings,
      {
        request: { query: ReorderIsirViewItemsDocument, variables: { level: 'TAB', ids: [2, 1, 3] } },
        result: reorder,
      },
    ]);
    const first = await screen.findByTestId('tab-1', {}, { timeout: 5000 });
    fireEvent.click(within(first).getAllByRole('button', { name: 'Move tab down' })[0]!);
    await waitFor(() => expect(reorder).toHaveBeenCalled());
  });
  it('adds a tab by its name (trimmed) and clears the field once it is sent', async () => {
    const save = vi.fn(() => ({
      data: { saveIsirViewItem: { __typename: 'IsirViewResult' as const, ok: true, error: null } },
    }));
    renderRoutes(appRoutes, '/isirViewSettings', [
      school,
      settings,
      {
        request: {
          query: SaveIsirViewItemDocument,
          variables: { input: { level: 'TAB', aidYear: 2027, name: 'Parents' } },
        },
        result: save,
      },
    ]);
    const name = (await screen.findByRole(
      'textbox',
      { name: 'New tab' },
      { timeout: 5000 },
    )) as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Add tab' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Parents ' } });
    fireEvent.click(add);
    await waitFor(() => expect(save).toHaveBeenCalled());
    await waitFor(() => expect(name.value).toBe(''));
  });
  it('edits the master (shared default) view for a user allowed to, sending master reorders; others see no switch', async () => {
    const masters = {
      request: { query: MasterIsirViewDocument, variables: { aidYear: 2027 } },
      result: {
        data: {
          masterIsirView: [10, 11].map((id) => ({
            __typename: 'IsirViewTab' as const,
            id,
            name: `Master ${id}`,
            sortOrder: id - 10,
            schoolCode: null,
            groups: [],
          })),
        },
      },
      maxUsageCount: 5,
    };
    const reorder = vi.fn(() => ({
      data: { reorderMasterIsirViewItems: { __typename: 'IsirViewResult' as const, ok: true, error: null } },
    }));
    useAuthStore.setState({
      status: 'signedIn',
      viewer: staffViewer({
        permissions: [
          ...staffViewer().permissions,
          'ISIR_VIEW_SETTINGS_VIEW',
          'ISIR_MASTER_VIEW_SETTINGS_EDIT',
        ],
      }),
    });
    renderRoutes(appRoutes, '/isirViewSettings', [
      school,
      settings,
      masters,
      {
        request: { query: ReorderMasterIsirViewItemsDocument, variables: { level: 'TAB', ids: [11, 10] } },
        result: reorder,
      },
    ]);
    await screen.findByTestId('tab-1', {}, { timeout: 5000 });
    fireEvent.click(screen.getByText('Master (shared default)'));
    const first = await screen.findByTestId('tab-10', {}, { timeout: 5000 });
    expect(screen.getByText(/the master layout, the shared default of every school/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy tab' })).toBeNull();
    fireEvent.click(within(first).getAllByRole('button', { name: 'Move tab down' })[0]!);
    await waitFor(() => expect(reorder).toHaveBeenCalled());
  });
  it('shows no master switch without ISIR_MASTER_VIEW_SETTINGS_EDIT', async () => {
    renderRoutes(appRoutes, '/isirViewSettings', [school, settings]);
    await screen.findByTestId('tab-1', {}, { timeout: 5000 });
    expect(screen.queryByText('Master (shared default)')).toBeNull();
  });
  it('shows the not-implemented screen at /IsirViewSettings, pointing to the settings', async () => {
    renderRoutes(appRoutes, '/IsirViewSettings', [school]);
    expect(
      (await screen.findByRole('link', { name: '/isirViewSettings' }, { timeout: 5000 })).getAttribute(
        'href',
      ),
    ).toBe('/isirViewSettings');
  });
});
