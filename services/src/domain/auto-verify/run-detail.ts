import { z } from 'zod';
import type { Sealer } from '../../platform/crypto.js';
import type { FlowModel } from './flow-model.js';
import { conditionText } from './evaluator.js';
import type { SectionResult } from './results.js';

/**
 * A run's results as stored: ids, results and the values read, nothing the flow version already says (a published
 * version never changes), so 100,000 runs stay small. [sectionId, result, itemIds, [[setId, passed, [condition]]]]
 * with a condition [id, passed, left value, right value, reason, left label, right label, fti (1 left, 2 right)].
 */
type StoredCondition = [
  number,
  0 | 1,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  number,
];
export type StoredSection = [number, SectionResult['result'], number[], [number, 0 | 1, StoredCondition[]][]];

/**
 * A run's detail as kept: the compact sections sealed with the data key (they hold the FTI values the conditions
 * read). Version 1 (before migration 095) kept them in the clear; the reader accepts both and the nightly
 * retention job re-seals version 1 rows (resealRunDetails).
 */
export type StoredRunDetail = { v: 1; s: StoredSection[] } | { v: 2; x: string };
/** The detail column as read back (jsonb): either version; a version 1 section is an array, its parts as written. */
export const storedRunDetail = z.union([
  z.object({ v: z.literal(1), s: z.array(z.custom<StoredSection>((x) => Array.isArray(x))) }),
  z.object({ v: z.literal(2), x: z.string() }),
]);
export const sealRunDetail = (sealer: Sealer, sections: StoredSection[]): StoredRunDetail => ({
  v: 2,
  x: sealer.seal(JSON.stringify(sections)),
});
export const openRunDetail = (sealer: Sealer, detail: StoredRunDetail): StoredSection[] =>
  detail.v === 2 ? (JSON.parse(sealer.open(detail.x)) as StoredSection[]) : detail.s;

/** The operand names a flow version gives its conditions (left at 2·id, right at 2·id + 1), built once per flow. */
const operandNames = new WeakMap<FlowModel, Map<number, string>>();

export function compactSections(flow: FlowModel, sections: SectionResult[]): StoredSection[] {
  let names = operandNames.get(flow);
  if (!names) {
    names = new Map<number, string>();
    for (const s of flow.sections)
      for (const set of s.sets)
        for (const c of set.conditions) {
          names.set(c.id * 2, flow.components.get(c.leftComponentId)?.name ?? '');
          names.set(
            c.id * 2 + 1,
            c.rightComponentId ? (flow.components.get(c.rightComponentId)?.name ?? '') : 'constant',
          );
        }
    operandNames.set(flow, names);
  }
  return sections.map((s) => [
    s.id,
    s.result,
    s.itemIds,
    s.sets.map((set) => [
      set.id,
      set.passed ? 1 : 0,
      set.conditions.map((c): StoredCondition => [
        c.id,
        c.passed ? 1 : 0,
        c.left.value,
        c.right?.value ?? null,
        c.reason,
        c.left.component === names.get(c.id * 2) ? null : c.left.component,
        c.right && c.right.component !== names.get(c.id * 2 + 1) ? c.right.component : null,
        (c.left.fti ? 1 : 0) + (c.right?.fti ? 2 : 0),
      ]),
    ]),
  ]);
}

/** The stored form back into sections with names and text, from the run's flow version. */
export function expandSections(flow: FlowModel | undefined, stored: StoredSection[]): SectionResult[] {
  const sections = new Map(flow?.sections.map((s) => [s.id, s]) ?? []);
  return stored.map(([id, result, itemIds, sets]) => {
    const section = sections.get(id);
    return {
      id,
      name: section?.name ?? `Section ${id}`,
      itemType: section?.interviewTypeCode ?? null,
      itemIds,
      result,
      passStatus: section?.passStatus ?? 'AUTO_VERIFIED',
      sets: sets.map(([setId, passed, conditions]) => {
        const set = section?.sets.find((x) => x.id === setId);
        return {
          id: setId,
          name: set?.name ?? `Set ${setId}`,
          passed: passed === 1,
          conditions: conditions.map(([cid, ok, lv, rv, reason, ll, rl, fti]) => {
            const c = set?.conditions.find((x) => x.id === cid);
            const leftName = ll ?? (c ? flow!.components.get(c.leftComponentId)?.name : undefined) ?? '';
            const rightName =
              rl ??
              (c?.rightComponentId
                ? flow!.components.get(c.rightComponentId)?.name
                : c && c.rightConstant !== null
                  ? 'constant'
                  : undefined);
            return {
              id: cid,
              text: c ? conditionText(flow!, c) : `Condition ${cid}`,
              evaluator: c?.evaluatorName ?? '',
              tolerance: c?.tolerance ?? null,
              passed: ok === 1,
              reason,
              left: { component: leftName, value: lv, ...(fti & 1 ? { fti: true } : {}) },
              right:
                rightName !== undefined
                  ? { component: rightName, value: rv, ...(fti & 2 ? { fti: true } : {}) }
                  : null,
            };
          }),
        };
      }),
    };
  });
}
