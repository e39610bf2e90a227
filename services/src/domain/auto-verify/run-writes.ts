import type { Caller } from '../../platform/caller.js';
import type { Sealer } from '../../platform/crypto.js';
import type { Db } from '../../platform/db.js';
import * as sql from './engine.queries.js';
import type { Evaluation } from './results.js';
import type { FlowModel } from './flow-model.js';
import { compactSections, sealRunDetail } from './run-detail.js';
import type { StudentData } from './student-data.js';

// What a batch of runs changes (the items verified, the runs recorded, the students moved, the alerts and memos, the
// corrections confirmed), gathered while the batch is evaluated and written at its end.

export type Trigger = 'ISIR_IMPORT' | 'INTERVIEW_SUBMITTED' | 'ON_DEMAND';

export interface RunOptions {
  trigger: Trigger;
  /** Who started it: a person, or 'system' (an import's job). */
  by: Caller | 'system';
  /** Only these flows (on demand: one); default every published flow of the school and aid year. */
  flowIds?: number[];
}

/** Who a run's changes are recorded as: the person who started it, or auto-verify itself (an import's job). */
function runActor(opts: RunOptions) {
  return opts.by === 'system'
    ? { uuid: null, name: 'auto-verify' }
    : { uuid: opts.by.accountUuid, name: opts.by.username };
}

/** What a redirect group did, as the student's activity log names it: auto-verify, the flow, its version and the group. */
interface RedirectSource {
  flowId: number;
  flow: string;
  flowVersion: number;
  redirectGroup: string;
  redirectGroupId: number;
}

/** What a batch's runs change, written with a few set-based statements at the end of the batch. */
export class Writes {
  items: { id: number; status: string }[] = [];
  runs: { ev: Evaluation; flow: FlowModel; print: string; itemsVerified: number }[] = [];
  /** Each move a redirect group made (a student may move twice in a batch: a flow, then the one it hands off to). */
  moves: { studentId: number; from: string; to: string; source: RedirectSource }[] = [];
  notes: { studentId: number; kind: 'ALERT' | 'MEMO'; text: string; source: RedirectSource }[] = [];
  confirmed: number[] = [];
  handoffs: number[] = [];

  apply(flow: FlowModel, ev: Evaluation, d: StudentData, print: string): number {
    let verified = 0;
    for (const s of ev.sections) {
      if (s.result !== 'PASS') continue;
      for (const id of s.itemIds) {
        const item = d.items.find((i) => i.id === id)!;
        item.status = s.passStatus;
        this.items.push({ id, status: s.passStatus });
        verified++;
      }
    }
    const passedFlow = ev.outcome === 'VERIFIED' || ev.outcome === 'CONFIRMED';
    if (flow.purpose === 'CORRECTION' && passedFlow) this.confirmed.push(...d.corrections.map((c) => c.id));
    for (const r of flow.redirects) {
      const result =
        r.sectionId === null
          ? passedFlow
            ? 'PASS'
            : 'FAIL'
          : ev.sections.find((s) => s.id === r.sectionId)?.result;
      if (result !== r.onResult) continue;
      const source: RedirectSource = {
        flowId: flow.id,
        flow: flow.name,
        flowVersion: flow.version,
        redirectGroup: r.name,
        redirectGroupId: r.id,
      };
      const text = (t: string) => t.replace(/\{reason\}/g, ev.reason ?? '').replace(/\{flow\}/g, flow.name);
      if (r.studentStatus && r.studentStatus !== d.student.status) {
        this.moves.push({ studentId: d.student.id, from: d.student.status, to: r.studentStatus, source });
        d.student.status = r.studentStatus;
      }
      if (r.alertMessage)
        this.notes.push({ studentId: d.student.id, kind: 'ALERT', text: text(r.alertMessage), source });
      if (r.memoText)
        this.notes.push({ studentId: d.student.id, kind: 'MEMO', text: text(r.memoText), source });
      if (r.handoffFlowId) this.handoffs.push(r.handoffFlowId);
    }
    this.runs.push({ ev, flow, print, itemsVerified: verified });
    return verified;
  }

  /**
   * One statement per kind of change for the whole batch. Rows travel as one JSON document per statement
   * (json_to_recordset): one JSON.stringify on our side, no per-element array escaping, the run detail nested as is.
   */
  async flush(tx: Db, sealer: Sealer, schoolCode: string, aidYear: number, opts: RunOptions) {
    const by = runActor(opts);
    if (this.items.length) await sql.setItemStatuses.run(tx, { items: this.items });
    if (this.runs.length) {
      await sql.insertRuns.run(tx, {
        schoolCode,
        aidYear,
        trigger: opts.trigger,
        runBy: by.name,
        runs: this.runs.map((r) => ({
          s: r.ev.studentId,
          f: r.ev.flowId,
          n: r.ev.flowName,
          v: r.ev.version,
          p: r.ev.purpose,
          o: r.ev.outcome,
          i: r.itemsVerified,
          r: r.ev.reason,
          d: sealRunDetail(sealer, compactSections(r.flow, r.ev.sections)),
          h: r.print,
          x: r.ev.isirRecordId,
        })),
      });
    }
    // The student's activity log names auto-verify, the flow, its version and the redirect group, as it names the
    // staff member for a status change, an alert or a memo made by hand.
    const activity = (source: RedirectSource) => ({
      autoVerify: { ...source, trigger: opts.trigger, runBy: by.name },
    });
    const actorName = (source: RedirectSource) =>
      `Auto-verify: ${source.flow} (version ${source.flowVersion})${opts.by === 'system' ? '' : `, run by ${by.name}`}`;
    if (this.moves.length) {
      const last = new Map(this.moves.map((m) => [m.studentId, m.to]));
      await sql.moveStudents.run(tx, {
        statuses: [...last].map(([id, status]) => ({ id, status })),
        moves: this.moves.map((m, ord) => ({
          ord,
          id: m.studentId,
          old: m.from,
          new: m.to,
          actor: actorName(m.source),
          details: { status: m.to, previousStatus: m.from, ...activity(m.source) },
        })),
        schoolCode,
        actorUuid: by.uuid,
        actorName: by.name,
        actorRole: 'AUTO_VERIFY',
      });
    }
    if (this.notes.length) {
      await sql.addNotes.run(tx, {
        notes: this.notes.map((n, ord) => ({
          ord,
          student_id: n.studentId,
          kind: n.kind,
          text: n.text,
          actor: actorName(n.source),
          details: { ...(n.kind === 'ALERT' ? { severity: 'warning' } : {}), ...activity(n.source) },
        })),
        schoolCode,
        authorUuid: by.uuid ?? '00000000-0000-0000-0000-000000000000',
        authorName: by.name,
        actorUuid: by.uuid,
        actorRole: 'AUTO_VERIFY',
      });
    }
    if (this.confirmed.length) await sql.confirmCorrections.run(tx, { correctionIds: this.confirmed });
    void aidYear;
  }
}
