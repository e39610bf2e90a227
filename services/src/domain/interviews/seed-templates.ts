import type { Db } from '../../platform/db.js';

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

export interface QuestionDef {
  key: string;
  type: QuestionType;
  text: string;
  help?: string;
  required?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  identityFact?: 'DATE_OF_BIRTH' | 'SSN_LAST_FOUR' | 'STUDENT_NUMBER';
  choices?: [value: string, label: string][];
}
export interface StepDef {
  key: string;
  title: string;
  instructions?: string;
  questions: QuestionDef[];
  rules?: { questionKey: string; equals: string; nextStepKey: string }[];
  next?: string;
}
export interface TemplateDef {
  typeCode: string;
  name: string;
  description: string;
  isCommentCode?: boolean;
  steps: StepDef[];
}

const CERTIFY: QuestionDef = {
  key: 'certify',
  type: 'ACKNOWLEDGEMENT',
  text: 'I certify that all of the information reported on this worksheet is complete and correct. If I purposely give false or misleading information, I may be fined, sentenced to jail, or both.',
};
const SIGN: QuestionDef = {
  key: 'signature',
  type: 'SIGNATURE',
  text: 'Type your full name to sign electronically',
};
const signStep = (title = 'Certify and sign'): StepDef => ({
  key: 'sign',
  title,
  questions: [CERTIFY, SIGN],
});

/** The V1 worksheet for the student or the parent: household, number in college, tax filing, signature. */
function verificationWorksheet(typeCode: 'V1' | 'V1P', who: 'student' | 'parent'): TemplateDef {
  const your = who === 'parent' ? "the student's parents'" : 'your';
  return {
    typeCode,
    name: who === 'parent' ? 'Parent Verification Worksheet (V1)' : 'Verification Worksheet (V1)',
    description: `Household size, number in college and ${your} tax filing, as reported on the FAFSA.`,
    steps: [
      {
        key: 'household',
        title: 'Household',
        instructions:
          who === 'parent'
            ? "Count the student, the parents and the parents' other children if the parents provide more than half of their support."
            : 'Count yourself, your spouse, and your children if you provide more than half of their support.',
        questions: [
          {
            key: 'household_size',
            type: 'NUMBER',
            text: 'How many people are in the household?',
            min: 1,
            max: 30,
          },
          {
            key: 'number_in_college',
            type: 'NUMBER',
            text: 'How many of them will be in college at least half time this aid year?',
            help: 'Do not count parents.',
            min: 1,
            max: 30,
          },
        ],
        next: 'tax_filing',
      },
      {
        key: 'tax_filing',
        title: 'Tax filing',
        questions: [
          {
            key: 'tax_filing_status',
            type: 'CHOICE',
            text: `Which describes ${your} federal income tax return for the tax year?`,
            choices: [
              ['FILED', 'A federal tax return was filed'],
              ['NOT_REQUIRED', 'Not required to file, and did not file'],
            ],
          },
        ],
        rules: [{ questionKey: 'tax_filing_status', equals: 'FILED', nextStepKey: 'tax_transcript' }],
        next: 'non_filer',
      },
      {
        key: 'tax_transcript',
        title: 'Tax return transcript',
        instructions:
          'Upload the IRS Tax Return Transcript (PDF or a photo). Get it free at irs.gov/transcript.',
        questions: [{ key: 'tax_transcript_file', type: 'FILE_UPLOAD', text: 'IRS Tax Return Transcript' }],
        next: 'sign',
      },
      {
        key: 'non_filer',
        title: 'Income earned from work',
        questions: [
          {
            key: 'earned_income',
            type: 'NUMBER',
            text: 'Total income earned from work in the tax year (whole dollars)',
            min: 0,
            max: 10_000_000,
          },
          { key: 'w2_files', type: 'FILE_UPLOAD', text: 'W-2 forms, if any', required: false },
        ],
        next: 'sign',
      },
      signStep(),
    ],
  };
}

const V4: TemplateDef = {
  typeCode: 'V4',
  name: 'Identity and Statement of Educational Purpose (V4)',
  description:
    'Confirm your identity with a government-issued photo ID and sign the statement of educational purpose.',
  steps: [
    {
      key: 'identity',
      title: 'Confirm who you are',
      questions: [
        {
          key: 'date_of_birth_check',
          type: 'IDENTITY_VERIFICATION',
          text: 'Enter your date of birth (YYYY-MM-DD)',
          identityFact: 'DATE_OF_BIRTH',
        },
      ],
      next: 'photo_id',
    },
    {
      key: 'photo_id',
      title: 'Photo identification',
      instructions:
        "Upload a clear photo of an unexpired government-issued photo ID (driver's license, state ID or passport).",
      questions: [{ key: 'photo_id_file', type: 'FILE_UPLOAD', text: 'Government-issued photo ID' }],
      next: 'statement',
    },
    {
      key: 'statement',
      title: 'Statement of Educational Purpose',
      questions: [
        {
          key: 'educational_purpose',
          type: 'ACKNOWLEDGEMENT',
          text: 'I certify that I am the individual signing this Statement of Educational Purpose and that the federal student financial assistance I may receive will only be used for educational purposes and to pay the cost of attending this school for this aid year.',
        },
        SIGN,
      ],
    },
  ],
};

const V5: TemplateDef = {
  typeCode: 'V5',
  name: 'Household and Identity Verification (V5)',
  description:
    'Household size and number in college, your identity, and the statement of educational purpose.',
  steps: [
    {
      key: 'household',
      title: 'Household',
      questions: [
        {
          key: 'household_size',
          type: 'NUMBER',
          text: 'How many people are in the household?',
          min: 1,
          max: 30,
        },
        {
          key: 'number_in_college',
          type: 'NUMBER',
          text: 'How many of them will be in college at least half time?',
          min: 1,
          max: 30,
        },
      ],
      next: 'identity',
    },
    { ...V4.steps[0]!, next: 'photo_id' },
    { ...V4.steps[1]!, next: 'statement' },
    V4.steps[2]!,
  ],
};

const taxTranscript = (typeCode: 'TAX' | 'TAXP', who: string): TemplateDef => ({
  typeCode,
  name: who === 'parent' ? 'Parent Tax Return Transcript' : 'Tax Return Transcript',
  description: `Upload ${who === 'parent' ? "the parents'" : 'your'} IRS Tax Return Transcript for the tax year.`,
  steps: [
    {
      key: 'transcript',
      title: 'Tax return transcript',
      questions: [{ key: 'tax_transcript_file', type: 'FILE_UPLOAD', text: 'IRS Tax Return Transcript' }],
      next: 'sign',
    },
    signStep(),
  ],
});

const SIG: TemplateDef = {
  typeCode: 'SIG',
  name: 'Verification Signature',
  description: 'Sign your verification documents electronically.',
  steps: [signStep('Sign your verification')],
};

const CC: TemplateDef = {
  typeCode: 'CC',
  name: 'Comment Code Resolution',
  description: 'Resolve a comment on your FAFSA record that the school must clear before aid is paid.',
  isCommentCode: true,
  steps: [
    {
      key: 'issue',
      title: 'The comment on your FAFSA',
      questions: [
        {
          key: 'resolution',
          type: 'CHOICE',
          text: 'Which applies to you?',
          choices: [
            ['CORRECTED', 'The information on my FAFSA was wrong and I have corrected it'],
            ['CORRECT_AS_IS', 'The information on my FAFSA is correct'],
            ['DOCUMENT', 'I have a document that resolves the comment'],
          ],
        },
        { key: 'explanation', type: 'TEXT', text: 'Explain briefly', maxLength: 2000, required: false },
      ],
      rules: [{ questionKey: 'resolution', equals: 'DOCUMENT', nextStepKey: 'document' }],
      next: 'sign',
    },
    {
      key: 'document',
      title: 'Supporting document',
      questions: [
        { key: 'supporting_document', type: 'FILE_UPLOAD', text: 'The document that resolves the comment' },
      ],
      next: 'sign',
    },
    signStep(),
  ],
};

export const SEEDED_TEMPLATES: TemplateDef[] = [
  verificationWorksheet('V1', 'student'),
  verificationWorksheet('V1P', 'parent'),
  V4,
  V5,
  taxTranscript('TAX', 'student'),
  taxTranscript('TAXP', 'parent'),
  SIG,
  CC,
];

/** Writes one template (a revision for one aid year) with its steps, questions and choices; returns its id. */
export async function insertTemplate(
  tx: Db,
  def: TemplateDef,
  aidYear: number,
  revision = 1,
  createdBy?: string,
): Promise<number> {
  const [rev] = await tx.query<{ id: number }>(
    `INSERT INTO interview_revision (interview_type_id, aid_year, revision, name, description, is_comment_code, created_by)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM interview_type WHERE type_code = $1 RETURNING id`,
    [
      def.typeCode,
      aidYear,
      revision,
      def.name,
      def.description,
      def.isCommentCode ?? false,
      createdBy ?? null,
    ],
  );
  if (!rev) throw new Error(`No interview type ${def.typeCode}`);
  const questionIds = new Map<string, number>();
  for (const [i, step] of def.steps.entries()) {
    const [s] = await tx.query<{ id: number }>(
      `INSERT INTO interview_step (interview_revision_id, step_key, title, instructions, sort_order, next_rules, default_next_step_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        rev.id,
        step.key,
        step.title,
        step.instructions ?? null,
        i,
        JSON.stringify(step.rules ?? []),
        step.next ?? null,
      ],
    );
    if (i === 0)
      await tx.query('UPDATE interview_revision SET first_step_id = $1 WHERE id = $2', [s!.id, rev.id]);
    for (const [j, q] of step.questions.entries()) {
      let qid = questionIds.get(q.key);
      if (!qid) {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO interview_question (interview_revision_id, question_key, question_type, text, help_text, required, min_value, max_value, max_length, identity_fact)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            rev.id,
            q.key,
            q.type,
            q.text,
            q.help ?? null,
            q.required ?? true,
            q.min ?? null,
            q.max ?? null,
            q.maxLength ?? null,
            q.identityFact ?? null,
          ],
        );
        qid = row!.id;
        questionIds.set(q.key, qid);
        for (const [k, [value, label]] of (q.choices ?? []).entries()) {
          await tx.query(
            'INSERT INTO question_choice (interview_question_id, value, label, sort_order) VALUES ($1, $2, $3, $4)',
            [qid, value, label, k],
          );
        }
      }
      await tx.query(
        'INSERT INTO step_question_link (interview_step_id, interview_question_id, sort_order) VALUES ($1, $2, $3)',
        [s!.id, qid, j],
      );
    }
  }
  await tx.query(
    `INSERT INTO interview_event (interview_revision_id, event_type, action, message) VALUES ($1, 'ON_SUBMIT', 'EMAIL_CONFIRMATION', $2)`,
    [
      rev.id,
      `We received your ${def.name}. The financial aid office will review it and let you know if anything else is needed.`,
    ],
  );
  return rev.id;
}

/** The templates every installation starts with, for each aid year given. */
export async function seedInterviewTemplates(tx: Db, aidYears: number[]): Promise<void> {
  for (const year of aidYears) for (const def of SEEDED_TEMPLATES) await insertTemplate(tx, def, year);
}
