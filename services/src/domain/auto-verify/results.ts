// What a flow decided for one student: each section, condition set and condition with the values it compared and
// why it passed or failed, and the outcome. The evaluator builds it; a run keeps it compactly (run-detail.ts).

export interface Operand {
  component: string;
  value: string | null;
  fti?: boolean;
}
export interface ConditionResult {
  id: number;
  text: string;
  evaluator: string;
  left: Operand;
  right: Operand | null;
  tolerance: number | null;
  passed: boolean;
  reason: string | null;
}
export interface SetResult {
  id: number;
  name: string;
  passed: boolean;
  conditions: ConditionResult[];
}
export interface SectionResult {
  id: number;
  name: string;
  itemType: string | null;
  itemIds: number[];
  result: 'PASS' | 'FAIL' | 'NO_ITEM';
  passStatus: string;
  sets: SetResult[];
}
export interface Evaluation {
  flowId: number;
  flowName: string;
  version: number;
  purpose: 'VERIFICATION' | 'CORRECTION';
  studentId: number;
  isirRecordId: number | null;
  sections: SectionResult[];
  outcome: 'VERIFIED' | 'PARTIAL' | 'NOT_VERIFIED' | 'CONFIRMED' | 'REVIEW';
  reason: string | null;
  applicable: boolean;
}
