import type { QuestionType } from './shipped-templates/template-defs.js';

export interface QuestionRow {
  id: number;
  question_key: string;
  question_type: QuestionType;
  text: string;
  text_spanish: string | null;
  help_text: string | null;
  help_text_spanish: string | null;
  required: boolean;
  min_value: string | null;
  max_value: string | null;
  max_length: number | null;
  identity_fact: string | null;
  choices: { id: number; value: string; label: string; labelSpanish: string | null }[];
}

export interface InputError {
  /** `answers.<questionID>`: the input field, as the gateway names field errors. */
  path: string;
  questionID: number;
  questionKey: string;
  message: string;
}

/** What the engine needs to know beyond the answer itself. */
export interface AnswerFacts {
  /** FILE_UPLOAD: files kept for this question. */
  uploadCount: number;
  /** IDENTITY_VERIFICATION: a matching attempt was made. */
  identityVerified: boolean;
  /** SIGNATURE: the signer's name as on their account. */
  signerName: string;
}

const DEFAULT_MAX_TEXT = 1000;
const squash = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Checks one answer against its question. Returns the value to keep (normalised) or the message the student
 * sees beside the question; `undefined` value with no error means "not answered, and that is allowed".
 */
export function checkAnswer(
  q: QuestionRow,
  raw: unknown,
  facts: AnswerFacts,
): { value?: unknown; error?: string } {
  const empty =
    raw === undefined ||
    raw === null ||
    (typeof raw === 'string' && raw.trim() === '') ||
    (Array.isArray(raw) && raw.length === 0);
  switch (q.question_type) {
    case 'FILE_UPLOAD':
      if (q.required && facts.uploadCount === 0) return { error: 'Upload the document before you continue' };
      return { value: { files: facts.uploadCount } };
    case 'IDENTITY_VERIFICATION':
      if (!facts.identityVerified) return { error: 'Confirm your identity before you continue' };
      return { value: { verified: true } };
    case 'ACKNOWLEDGEMENT':
      if (raw !== true && raw !== 'true')
        return q.required ? { error: 'Check the box to confirm you agree' } : {};
      return { value: true };
  }
  if (empty) return q.required ? { error: 'This question needs an answer' } : {};
  switch (q.question_type) {
    case 'TEXT': {
      if (typeof raw !== 'string') return { error: 'Enter text' };
      const max = q.max_length ?? DEFAULT_MAX_TEXT;
      if (raw.trim().length > max) return { error: `Keep the answer under ${max} characters` };
      return { value: raw.trim() };
    }
    case 'NUMBER': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)
            ? Number(raw)
            : NaN;
      const min = q.min_value === null ? undefined : Number(q.min_value);
      const max = q.max_value === null ? undefined : Number(q.max_value);
      const range =
        min !== undefined && max !== undefined
          ? ` between ${min} and ${max}`
          : min !== undefined
            ? ` of at least ${min}`
            : '';
      if (!Number.isSafeInteger(n)) return { error: `Enter a whole number${range}` };
      if ((min !== undefined && n < min) || (max !== undefined && n > max))
        return { error: `Enter a whole number${range}` };
      return { value: n };
    }
    case 'DATE': {
      if (typeof raw !== 'string' || !isIsoDate(raw.trim())) return { error: 'Enter a date as YYYY-MM-DD' };
      return { value: raw.trim() };
    }
    case 'CHOICE': {
      if (typeof raw !== 'string' || !q.choices.some((c) => c.value === raw))
        return { error: 'Choose one of the options' };
      return { value: raw };
    }
    case 'MULTIPLE_CHOICE': {
      const values = Array.isArray(raw) ? raw : [raw];
      if (!values.every((v) => typeof v === 'string' && q.choices.some((c) => c.value === v)))
        return { error: 'Choose from the options given' };
      return { value: [...new Set(values as string[])] };
    }
    case 'SIGNATURE': {
      if (typeof raw !== 'string') return { error: 'Type your full name to sign' };
      if (squash(raw) !== squash(facts.signerName))
        return { error: `Type your name exactly as it appears on your account: ${facts.signerName}` };
      return { value: raw.trim().replace(/\s+/g, ' ') };
    }
  }
  return { error: 'This question can not be answered here' };
}

export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The next step's key from the rules (first match wins) or the default; null ends the interview. */
export function nextStepKey(
  step: {
    next_rules: { questionKey: string; equals: string; nextStepKey: string }[];
    default_next_step_key: string | null;
  },
  answersByKey: Map<string, unknown>,
): string | null {
  for (const rule of step.next_rules ?? []) {
    const v = answersByKey.get(rule.questionKey);
    if (Array.isArray(v) ? v.includes(rule.equals) : String(v) === rule.equals) return rule.nextStepKey;
  }
  return step.default_next_step_key;
}
