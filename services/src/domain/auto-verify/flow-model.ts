import type { z } from 'zod';
import type { Db } from '../../platform/db.js';
import * as sql from './flow-model.queries.js';

// ---------- the flow as the engine reads it ----------

export type ComponentModel = z.output<typeof sql.componentRow>;
export type ConditionModel = z.output<typeof sql.conditionRow>;
export type SetModel = z.output<typeof sql.conditionSetRow> & { conditions: ConditionModel[] };
export type SectionModel = z.output<typeof sql.sectionRow> & { sets: SetModel[] };
export type RedirectModel = z.output<typeof sql.redirectGroupRow>;
export type PseudoQueryModel = z.output<typeof sql.pseudoQueryRow> & {
  filters: z.output<typeof sql.pseudoQueryFilterRow>[];
};
export interface FlowModel {
  id: number;
  schoolCode: string;
  aidYear: number;
  name: string;
  version: number;
  purpose: 'VERIFICATION' | 'CORRECTION';
  verificationGroup: string | null;
  status: string;
  sections: SectionModel[];
  redirects: RedirectModel[];
  components: Map<number, ComponentModel>;
  pseudoQueries: PseudoQueryModel[];
}

/** Reads whole flows with one query per table. */
export async function loadFlowModels(db: Db, flowIds: number[]): Promise<FlowModel[]> {
  if (!flowIds.length) return [];
  const flows = await sql.flowsById.all(db, { flowIds });
  const sections = await sql.sectionsOfFlows.all(db, { flowIds });
  const sets = await sql.conditionSetsOfFlows.all(db, { flowIds });
  const conditions = await sql.conditionsOfFlows.all(db, { flowIds });
  const components = await sql.componentsOfFlows.all(db, { flowIds });
  const redirects = await sql.redirectGroupsOfFlows.all(db, { flowIds });
  const pqs = await sql.pseudoQueriesOfFlows.all(db, { flowIds });
  const filters = await sql.pseudoQueryFiltersOfFlows.all(db, { flowIds });
  const setModels: SetModel[] = sets.map((set) => ({
    ...set,
    conditions: conditions.filter((c) => c.conditionSetId === set.id),
  }));
  return flows.map((f) => ({
    id: f.id,
    schoolCode: f.school_code,
    aidYear: f.aid_year,
    name: f.name,
    version: f.version,
    purpose: f.purpose,
    verificationGroup: f.verification_group,
    status: f.status,
    sections: sections
      .filter((s) => s.flowId === f.id)
      .map((s) => ({ ...s, sets: setModels.filter((x) => x.sectionId === s.id) })),
    redirects: redirects.filter((r) => r.flowId === f.id),
    components: new Map(components.filter((c) => c.flowId === f.id).map((c) => [c.id, c])),
    pseudoQueries: pqs
      .filter((q) => q.flowId === f.id)
      .map((q) => ({ ...q, filters: filters.filter((x) => x.pseudoQueryId === q.id) })),
  }));
}
