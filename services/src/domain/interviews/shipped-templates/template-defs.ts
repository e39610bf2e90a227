export type QuestionType =
  | 'TEXT'
  | 'NUMBER'
  | 'DATE'
  | 'CHOICE'
  | 'MULTIPLE_CHOICE'
  | 'FILE_UPLOAD'
  | 'ACKNOWLEDGEMENT'
  | 'SIGNATURE'
  | 'IDENTITY_VERIFICATION';

// Every text a student or parent reads has its Spanish beside it (issue 26), in the words StudentAid.gov/es uses:
// the types make a shipped template without Spanish fail to compile.
export interface QuestionDef {
  key: string;
  type: QuestionType;
  text: string;
  textSpanish: string;
  help?: string;
  helpSpanish?: string;
  required?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  identityFact?: 'DATE_OF_BIRTH' | 'SSN_LAST_FOUR' | 'STUDENT_NUMBER';
  /** value, label, Spanish label */
  choices?: [value: string, label: string, labelSpanish: string][];
}
export interface StepDef {
  key: string;
  title: string;
  titleSpanish: string;
  instructions?: string;
  instructionsSpanish?: string;
  questions: QuestionDef[];
  rules?: { questionKey: string; equals: string; nextStepKey: string }[];
  next?: string;
}
export interface TemplateDef {
  typeCode: string;
  name: string;
  nameSpanish: string;
  description: string;
  descriptionSpanish: string;
  isCommentCode?: boolean;
  steps: StepDef[];
}
