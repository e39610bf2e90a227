import type { AppContext } from '../../context.js';
import type { Caller } from '../../platform/caller.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { assertStudentVisible, logStudentAccess } from '../students/access.js';
import { loadLayouts, type ElementInfo, type Layout } from './layout.js';
import { openRawRecord } from './raw.js';
import { recordsOfStudent } from './uploads.js';
import { getIsirView, type IsirViewTab } from './view-settings.js';
import * as sql from './student-isir.queries.js';

export const CUI_TAX_MARKING = 'CUI//SP-TAX';

export interface IsirFieldValue {
  cpsNumber: number | null;
  attributeName: string;
  displayName: string;
  value: string | null;
  label: string | null;
  corrected: boolean;
  highlighted: boolean;
  fti: boolean;
}
export interface IsirFieldGroup {
  name: string;
  fti: boolean;
  marking: string | null;
  fields: IsirFieldValue[];
}
export interface IsirTabValues {
  name: string;
  fti: boolean;
  marking: string | null;
  groups: IsirFieldGroup[];
}

/** '/correction/student/First_Name' and '/student/identity/First_Name' name the same answer. */
const answerKey = (p: string | null | undefined) => {
  if (!p) return null;
  const parts = p.split('/').filter(Boolean);
  return parts.length >= 2 ? `${parts[0]}/${parts[parts.length - 1]}` : null;
};

/**
 * One student's ISIR for an aid year as the school's ISIR view lays it out: enum codes with labels,
 * correction and highlight flags, SSN masked unless allowed, FTI shown only with FTI_VIEW. Every view is logged.
 */
export async function studentIsir(
  ctx: AppContext,
  caller: Caller,
  uuid: string,
  aidYear: number,
  transactionId?: number,
) {
  const student = await sql.studentByUuid.first(ctx.db, { uuid });
  if (!student) throw notFound('No such student');
  await assertStudentVisible(ctx.db, caller, student);
  const records = await recordsOfStudent(ctx.db, student.id, aidYear);
  const chosen =
    transactionId === undefined
      ? (records.find((r) => r.isCurrent) ?? records[0])
      : records.find((r) => r.id === transactionId);
  if (transactionId !== undefined && !chosen)
    throw notFound(`No ISIR transaction ${transactionId} for this student in ${aidYear}`);
  await logStudentAccess(
    ctx.db,
    caller,
    student.id,
    chosen ? `ISIR_VIEW:${aidYear}:${chosen.transactionNumber ?? ''}` : `ISIR_VIEW:${aidYear}`,
  );
  const transactions = records.map((r) => ({
    id: r.id,
    transactionNumber: r.transactionNumber,
    transactionProcessDate: r.transactionProcessDate,
    transactionReceiptDate: r.transactionReceiptDate,
    isCurrent: r.isCurrent,
    uploadId: r.uploadId,
  }));
  const canFti = caller.permissions.has('FTI_VIEW');
  if (!chosen) return { studentUuid: student.uuid, aidYear, transactions, current: null, ftiAllowed: canFti };
  const layout = (await loadLayouts(ctx.db)).find((l) => l.id === chosen.layoutId);
  if (!layout) throw badRequest(`The layout of transaction ${chosen.id} is no longer installed`);
  const text = openRawRecord(ctx.sealer, chosen.rawEncrypted);
  const view = await getIsirView(ctx.db, caller.schoolCode, aidYear);
  const tabs = layOut(layout, text, view, {
    fullSsn: caller.permissions.has('STUDENT_SSN_FULL_VIEW'),
    fti: canFti,
  });
  return {
    studentUuid: student.uuid,
    aidYear,
    transactions,
    ftiAllowed: canFti,
    current: {
      id: chosen.id,
      transactionNumber: chosen.transactionNumber,
      layoutName: layout.name,
      isCurrent: chosen.isCurrent,
      tabs,
    },
  };
}

function layOut(
  layout: Layout,
  text: string,
  view: IsirViewTab[],
  allow: { fullSsn: boolean; fti: boolean },
): IsirTabValues[] {
  const byAttr = new Map(layout.elements.map((e) => [e.attributeName, e]));
  const flags = new Map<string, string>();
  for (const e of layout.elements) {
    if (e.section !== 'correction') continue;
    const key = answerKey(pathOf(e));
    if (key) flags.set(key, text.substr(e.startOffset, e.length));
  }
  const valueOf = (e: ElementInfo): IsirFieldValue => {
    let value: string | null = text.substr(e.startOffset, e.length).trim() || null;
    const isSsn = /social security number/i.test(e.displayName) || e.rules.some((r) => r.op === 'ssn');
    if (isSsn && value && !allow.fullSsn) value = `*****${value.slice(-4)}`;
    const flag = flags.get(answerKey(pathOf(e)) ?? '') ?? '';
    return {
      cpsNumber: e.cpsNumber,
      attributeName: e.attributeName,
      displayName: e.displayName,
      value,
      label: value && e.enumName ? (layout.enums.get(e.enumName)?.get(value) ?? null) : null,
      corrected: /[^ 0N]/.test(flag[0] ?? ' '),
      highlighted: /[^ 0N]/.test(flag[1] ?? ' '),
      fti: e.fti,
    };
  };
  const tabs: { name: string; groups: { name: string; elements: ElementInfo[] }[] }[] = view.length
    ? view.map((t) => ({
        name: t.name,
        groups: t.groups.map((g) => ({
          name: g.name,
          elements: g.elements
            .map((el) => byAttr.get(el.attributeName))
            .filter((e): e is ElementInfo => Boolean(e)),
        })),
      }))
    : // No view set up: one tab per layout section, in record order.
      layout.sections.map((s) => ({
        name: s.name,
        groups: [{ name: s.name, elements: layout.elements.filter((e) => e.section === s.key) }],
      }));
  return tabs
    .map((t) => {
      const groups = t.groups
        .map((g) => {
          const visible = g.elements.filter((e) => !e.suppressed && (allow.fti || !e.fti));
          const fti = g.elements.some((e) => e.fti);
          return {
            name: g.name,
            fti,
            marking: fti && allow.fti ? CUI_TAX_MARKING : null,
            fields: visible.map(valueOf),
          };
        })
        .filter((g) => g.fields.length > 0 || (g.fti && !allow.fti));
      const fti = groups.some((g) => g.fti);
      return { name: t.name, fti, marking: fti && allow.fti ? CUI_TAX_MARKING : null, groups };
    })
    .filter((t) => t.groups.length > 0);
}

const pathOf = (e: ElementInfo) => e.path;
