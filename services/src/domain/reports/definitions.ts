import type { AppContext } from '../../context.js';
import type { ReportDefinition } from './engine.js';
import { accountReports } from './catalogue/account-reports.js';
import { followUpReports } from './catalogue/follow-up-reports.js';
import { isirChangeReports } from './catalogue/isir-change-reports.js';
import { statusReports } from './catalogue/status-reports.js';
import { studentListReports } from './catalogue/student-list-reports.js';

/**
 * The reports of the REPORTS menu, each one definition over the generic engine (engine.ts), in their menu order;
 * the catalogue by report group in catalogue/.
 */
export function reportDefinitions(_ctx: AppContext): ReportDefinition[] {
  return [
    ...statusReports(),
    ...studentListReports(),
    ...accountReports(),
    ...isirChangeReports(),
    ...followUpReports(),
  ];
}

export const reportMap = (ctx: AppContext) => new Map(reportDefinitions(ctx).map((d) => [d.name, d]));
