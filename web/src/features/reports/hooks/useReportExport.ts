import type { ReportExportFormat, ReportInput } from '../../../__generated__/graphql';
import { runAction } from '../../alerts/outcome';
import { downloadDocument } from '../../interviews/documents';
import { useExportReportMutation } from '../graphql/report.generated';

/**
 * Exports a report as filtered and sorted: a small one is downloaded at once, a large one becomes a job listed
 * with the exports (`onExported` reads that list again).
 */
export function useReportExport(input: ReportInput, onExported: () => void) {
  const [exportReport, ex] = useExportReportMutation();
  const runExport = async (format: ReportExportFormat) => {
    const ok = await runAction(async () => {
      const outcome = (await exportReport({ variables: { input, format } })).data?.exportReport;
      const start = outcome?.start;
      if (outcome?.ok && start?.direct && start.downloadPath) {
        if (
          !(await downloadDocument(
            start.downloadPath,
            `${input.name}-${input.aidYear}.${format === 'XLSX' ? 'xlsx' : 'csv'}`,
          ))
        )
          return { ok: false, error: { message: 'the download did not complete' } };
      }
      return outcome;
    }, 'Export failed');
    if (ok) onExported();
  };

  return { runExport, exporting: ex.loading };
}
