import type { AutoVerifyItemInput } from '../../../__generated__/graphql';
import type { AutoVerifyCatalogQuery, AutoVerifyFullFlowQuery } from '../graphql/auto-verify.generated';
import type { MutationResult } from '../../errors/serverErrors';

/** A flow with everything in it, as the designer reads it. */
export type Flow = AutoVerifyFullFlowQuery['autoVerifyFullFlow'];
/** The designer's pickers for the flow's aid year (undefined while loading). */
export type Catalog = AutoVerifyCatalogQuery['autoVerifyCatalog'] | undefined;
/** What a change did: the services' message, or the refusal naming the reason. */
export type Outcome = MutationResult | undefined;
/** Sends a form's values; the answer is shown on the form when it is a refusal. */
export type Submit = (input: AutoVerifyItemInput) => Promise<Outcome>;

export const STUDENT_STATUSES = [
  'SELECTED',
  'IN_PROGRESS',
  'REVIEW',
  'APPROVED',
  'APPROVED_WITH_CORRECTIONS',
  'APPROVED_WITH_CR',
];

/** A select's value as an id (null when nothing is picked). */
export const idOf = (v: string | null | undefined) => (v ? Number(v) : null);
/** An id as a select's value. */
export const valueOf = (id: number | null | undefined) =>
  id === null || id === undefined ? null : String(id);
