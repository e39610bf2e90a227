import { Button, Group } from '@mantine/core';
import type { ReportInput } from '../../../__generated__/graphql';
import { PermissionGate } from '../../access/components/PermissionGate';
import { runAction } from '../../alerts/outcome';
import { useMarkPostcardsSentMutation } from '../../worklists/graphql/worklist.generated';
import { type ReportQuery, useCreateSuperBindersMutation } from '../graphql/report.generated';
import { useReportExport } from '../hooks/useReportExport';

interface ReportActionsProps {
  /** The report shown: its actions and this page's rows. */
  report: NonNullable<ReportQuery['report']>;
  /** The report's name, aid year, filters and order, as the rows were read. */
  input: ReportInput;
  /** Reads the list of exports again after an export started. */
  onExported: () => void;
}

/** A report's exports (CSV, Excel), and the actions some reports offer: mark postcards sent, make super binders. */
export function ReportActions({ report, input, onExported }: ReportActionsProps) {
  const { runExport, exporting } = useReportExport(input, onExported);
  // Students marked sent leave the Postcards report's rows.
  const [markPostcards, mp] = useMarkPostcardsSentMutation({ refetchQueries: ['Report'] });
  const [createBinders, cb] = useCreateSuperBindersMutation();
  return (
    <Group gap="xs">
      <Button variant="default" onClick={() => void runExport('CSV')} loading={exporting}>
        Export CSV
      </Button>
      <Button variant="default" onClick={() => void runExport('XLSX')} loading={exporting}>
        Export Excel (.xlsx)
      </Button>
      {report.actions.includes('MARK_POSTCARDS_SENT') && report.rows.length > 0 && (
        <PermissionGate permission="STUDENT_EDIT">
          <Button
            loading={mp.loading}
            onClick={() =>
              void runAction(
                async () => {
                  const r = (
                    await markPostcards({
                      variables: { studentIds: report.rows.map((x) => Number(x.key)) },
                    })
                  ).data?.markPostcardsSent;
                  return r;
                },
                'Update failed',
                'Postcards marked sent for the students on this page',
              )
            }
          >
            Mark postcards sent (this page)
          </Button>
        </PermissionGate>
      )}
      {report.actions.includes('CREATE_SUPER_BINDERS') && (
        <PermissionGate permission="STUDENT_EDIT">
          <Button
            loading={cb.loading}
            onClick={() =>
              void runAction(
                async () => (await createBinders({ variables: { input } })).data?.createSuperBinders,
                'Creating Super Binder failed',
                'Super binders are being created (see the jobs page)',
              )
            }
          >
            Create missing and out-of-date super binders
          </Button>
        </PermissionGate>
      )}
    </Group>
  );
}
