import type { Db } from '../../platform/db.js';
import * as sql from './templates.queries.js';
import * as stepSql from './template-steps.queries.js';
import * as questionSql from './template-questions.queries.js';
import * as seedSql from './seed-templates.queries.js';

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

const CERTIFY: QuestionDef = {
  key: 'certify',
  type: 'ACKNOWLEDGEMENT',
  text: 'I certify that all of the information reported on this worksheet is complete and correct. If I purposely give false or misleading information, I may be fined, sentenced to jail, or both.',
  textSpanish:
    'Certifico que toda la información declarada en esta hoja de trabajo es completa y correcta. Si doy información falsa o engañosa a propósito, puedo recibir una multa, una pena de cárcel o ambas.',
};
const SIGN: QuestionDef = {
  key: 'signature',
  type: 'SIGNATURE',
  text: 'Type your full name to sign electronically',
  textSpanish: 'Escriba su nombre completo para firmar electrónicamente',
};
const signStep = (title = 'Certify and sign', titleSpanish = 'Certificar y firmar'): StepDef => ({
  key: 'sign',
  title,
  titleSpanish,
  questions: [CERTIFY, SIGN],
});
const HOUSEHOLD_SIZE: QuestionDef = {
  key: 'household_size',
  type: 'NUMBER',
  text: 'How many people are in the household?',
  textSpanish: '¿Cuántas personas hay en el hogar?',
  min: 1,
  max: 30,
};
const TRANSCRIPT_FILE: QuestionDef = {
  key: 'tax_transcript_file',
  type: 'FILE_UPLOAD',
  text: 'IRS Tax Return Transcript',
  textSpanish: 'Transcripción de la declaración de impuestos del IRS',
};

/**
 * The V1 worksheet for the student or the parent: household, number in college, tax filing, signature.
 * Over 80 lines: the worksheet's text, step by step, in English and Spanish (data, not logic).
 */
function verificationWorksheet(typeCode: 'V1' | 'V1P', who: 'student' | 'parent'): TemplateDef {
  const parent = who === 'parent';
  const your = parent ? "the student's parents'" : 'your';
  const taxReturnSpanish = parent
    ? 'la declaración de impuestos de los padres del estudiante'
    : 'su declaración de impuestos';
  return {
    typeCode,
    name: parent ? 'Parent Verification Worksheet (V1)' : 'Verification Worksheet (V1)',
    nameSpanish: parent
      ? 'Hoja de trabajo de verificación de los padres (V1)'
      : 'Hoja de trabajo de verificación (V1)',
    description: `Household size, number in college and ${your} tax filing, as reported on the FAFSA.`,
    descriptionSpanish: `El número de miembros del hogar, cuántos asisten a la universidad y ${taxReturnSpanish}, tal como se informaron en la FAFSA.`,
    steps: [
      {
        key: 'household',
        title: 'Household',
        titleSpanish: 'Hogar',
        instructions: parent
          ? "Count the student, the parents and the parents' other children if the parents provide more than half of their support."
          : 'Count yourself, your spouse, and your children if you provide more than half of their support.',
        instructionsSpanish: parent
          ? 'Cuente al estudiante, a los padres y a los demás hijos de los padres si los padres les proporcionan más de la mitad de su manutención.'
          : 'Cuéntese a usted, a su cónyuge y a sus hijos si usted les proporciona más de la mitad de su manutención.',
        questions: [
          HOUSEHOLD_SIZE,
          {
            key: 'number_in_college',
            type: 'NUMBER',
            text: 'How many of them will be in college at least half time this aid year?',
            textSpanish:
              '¿Cuántas de ellas asistirán a la universidad al menos a medio tiempo en este año de ayuda?',
            help: 'Do not count parents.',
            helpSpanish: 'No cuente a los padres.',
            min: 1,
            max: 30,
          },
        ],
        next: 'tax_filing',
      },
      {
        key: 'tax_filing',
        title: 'Tax filing',
        titleSpanish: 'Declaración de impuestos',
        questions: [
          {
            key: 'tax_filing_status',
            type: 'CHOICE',
            text: `Which describes ${your} federal income tax return for the tax year?`,
            textSpanish: parent
              ? '¿Qué describe la declaración federal de impuestos sobre el ingreso de los padres del estudiante del año tributario?'
              : '¿Qué describe su declaración federal de impuestos sobre el ingreso del año tributario?',
            choices: [
              ['FILED', 'A federal tax return was filed', 'Se presentó una declaración federal de impuestos'],
              [
                'NOT_REQUIRED',
                'Not required to file, and did not file',
                'No estaba obligado a presentarla y no la presentó',
              ],
            ],
          },
        ],
        rules: [{ questionKey: 'tax_filing_status', equals: 'FILED', nextStepKey: 'tax_transcript' }],
        next: 'non_filer',
      },
      {
        key: 'tax_transcript',
        title: 'Tax return transcript',
        titleSpanish: 'Transcripción de la declaración de impuestos',
        instructions:
          'Upload the IRS Tax Return Transcript (PDF or a photo). Get it free at irs.gov/transcript.',
        instructionsSpanish:
          'Suba la transcripción de la declaración de impuestos del IRS (PDF o una foto). Obténgala gratis en irs.gov/transcript.',
        questions: [TRANSCRIPT_FILE],
        next: 'sign',
      },
      {
        key: 'non_filer',
        title: 'Income earned from work',
        titleSpanish: 'Ingresos del trabajo',
        questions: [
          {
            key: 'earned_income',
            type: 'NUMBER',
            text: 'Total income earned from work in the tax year (whole dollars)',
            textSpanish: 'Total de ingresos del trabajo en el año tributario (en dólares enteros)',
            min: 0,
            max: 10_000_000,
          },
          {
            key: 'w2_files',
            type: 'FILE_UPLOAD',
            text: 'W-2 forms, if any',
            textSpanish: 'Formularios W-2, si los tiene',
            required: false,
          },
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
  nameSpanish: 'Identidad y Declaración de propósito educativo (V4)',
  description:
    'Confirm your identity with a government-issued photo ID and sign the statement of educational purpose.',
  descriptionSpanish:
    'Confirme su identidad con una identificación con foto emitida por el gobierno y firme la declaración de propósito educativo.',
  steps: [
    {
      key: 'identity',
      title: 'Confirm who you are',
      titleSpanish: 'Confirme quién es usted',
      questions: [
        {
          key: 'date_of_birth_check',
          type: 'IDENTITY_VERIFICATION',
          text: 'Enter your date of birth (YYYY-MM-DD)',
          textSpanish: 'Escriba su fecha de nacimiento (AAAA-MM-DD)',
          identityFact: 'DATE_OF_BIRTH',
        },
      ],
      next: 'photo_id',
    },
    {
      key: 'photo_id',
      title: 'Photo identification',
      titleSpanish: 'Identificación con foto',
      instructions:
        "Upload a clear photo of an unexpired government-issued photo ID (driver's license, state ID or passport).",
      instructionsSpanish:
        'Suba una foto clara de una identificación con foto vigente emitida por el gobierno (licencia de conducir, identificación estatal o pasaporte).',
      questions: [
        {
          key: 'photo_id_file',
          type: 'FILE_UPLOAD',
          text: 'Government-issued photo ID',
          textSpanish: 'Identificación con foto emitida por el gobierno',
        },
      ],
      next: 'statement',
    },
    {
      key: 'statement',
      title: 'Statement of Educational Purpose',
      titleSpanish: 'Declaración de propósito educativo',
      questions: [
        {
          key: 'educational_purpose',
          type: 'ACKNOWLEDGEMENT',
          text: 'I certify that I am the individual signing this Statement of Educational Purpose and that the federal student financial assistance I may receive will only be used for educational purposes and to pay the cost of attending this school for this aid year.',
          textSpanish:
            'Certifico que soy la persona que firma esta Declaración de propósito educativo y que la ayuda económica federal para estudiantes que pueda recibir se usará solo para fines educativos y para pagar el costo de asistir a esta institución en este año de ayuda.',
        },
        SIGN,
      ],
    },
  ],
};

const V5: TemplateDef = {
  typeCode: 'V5',
  name: 'Household and Identity Verification (V5)',
  nameSpanish: 'Verificación del hogar y de identidad (V5)',
  description:
    'Household size and number in college, your identity, and the statement of educational purpose.',
  descriptionSpanish:
    'El número de miembros del hogar y cuántos asisten a la universidad, su identidad y la declaración de propósito educativo.',
  steps: [
    {
      key: 'household',
      title: 'Household',
      titleSpanish: 'Hogar',
      questions: [
        HOUSEHOLD_SIZE,
        {
          key: 'number_in_college',
          type: 'NUMBER',
          text: 'How many of them will be in college at least half time?',
          textSpanish: '¿Cuántas de ellas asistirán a la universidad al menos a medio tiempo?',
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

const taxTranscript = (typeCode: 'TAX' | 'TAXP', who: 'student' | 'parent'): TemplateDef => ({
  typeCode,
  name: who === 'parent' ? 'Parent Tax Return Transcript' : 'Tax Return Transcript',
  nameSpanish:
    who === 'parent'
      ? 'Transcripción de la declaración de impuestos de los padres'
      : 'Transcripción de la declaración de impuestos',
  description: `Upload ${who === 'parent' ? "the parents'" : 'your'} IRS Tax Return Transcript for the tax year.`,
  descriptionSpanish:
    who === 'parent'
      ? 'Suba la transcripción de la declaración de impuestos del IRS de los padres del año tributario.'
      : 'Suba su transcripción de la declaración de impuestos del IRS del año tributario.',
  steps: [
    {
      key: 'transcript',
      title: 'Tax return transcript',
      titleSpanish: 'Transcripción de la declaración de impuestos',
      questions: [TRANSCRIPT_FILE],
      next: 'sign',
    },
    signStep(),
  ],
});

const SIG: TemplateDef = {
  typeCode: 'SIG',
  name: 'Verification Signature',
  nameSpanish: 'Firma de la verificación',
  description: 'Sign your verification documents electronically.',
  descriptionSpanish: 'Firme electrónicamente sus documentos de verificación.',
  steps: [signStep('Sign your verification', 'Firme su verificación')],
};

const CC: TemplateDef = {
  typeCode: 'CC',
  name: 'Comment Code Resolution',
  nameSpanish: 'Resolución de códigos de comentario',
  description: 'Resolve a comment on your FAFSA record that the school must clear before aid is paid.',
  descriptionSpanish:
    'Resuelva un comentario de su registro de la FAFSA que la institución debe aclarar antes de pagar la ayuda.',
  isCommentCode: true,
  steps: [
    {
      key: 'issue',
      title: 'The comment on your FAFSA',
      titleSpanish: 'El comentario de su FAFSA',
      questions: [
        {
          key: 'resolution',
          type: 'CHOICE',
          text: 'Which applies to you?',
          textSpanish: '¿Cuál se aplica a su caso?',
          choices: [
            [
              'CORRECTED',
              'The information on my FAFSA was wrong and I have corrected it',
              'La información de mi FAFSA estaba equivocada y la he corregido',
            ],
            [
              'CORRECT_AS_IS',
              'The information on my FAFSA is correct',
              'La información de mi FAFSA es correcta',
            ],
            [
              'DOCUMENT',
              'I have a document that resolves the comment',
              'Tengo un documento que resuelve el comentario',
            ],
          ],
        },
        {
          key: 'explanation',
          type: 'TEXT',
          text: 'Explain briefly',
          textSpanish: 'Explique brevemente',
          maxLength: 2000,
          required: false,
        },
      ],
      rules: [{ questionKey: 'resolution', equals: 'DOCUMENT', nextStepKey: 'document' }],
      next: 'sign',
    },
    {
      key: 'document',
      title: 'Supporting document',
      titleSpanish: 'Documento de respaldo',
      questions: [
        {
          key: 'supporting_document',
          type: 'FILE_UPLOAD',
          text: 'The document that resolves the comment',
          textSpanish: 'El documento que resuelve el comentario',
        },
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

/** The confirmation a shipped template e-mails on submit, in both languages. */
const confirmation = (def: TemplateDef) => ({
  message: `We received your ${def.name}. The financial aid office will review it and let you know if anything else is needed.`,
  messageSpanish: `Recibimos su ${def.nameSpanish}. La oficina de ayuda financiera lo revisará y le avisará si necesita algo más.`,
});

/** Writes one template (a revision for one aid year) with its steps, questions and choices; returns its id. */
export async function insertTemplate(
  tx: Db,
  def: TemplateDef,
  aidYear: number,
  revision = 1,
  createdBy?: string,
): Promise<number> {
  const rev = await seedSql.insertRevisionOfTypeCode.first(tx, {
    typeCode: def.typeCode,
    aidYear,
    revision,
    name: def.name,
    nameSpanish: def.nameSpanish,
    description: def.description,
    descriptionSpanish: def.descriptionSpanish,
    isCommentCode: def.isCommentCode ?? false,
    createdBy: createdBy ?? null,
  });
  if (!rev) throw new Error(`No interview type ${def.typeCode}`);
  const questionIds = new Map<string, number>();
  for (const [i, step] of def.steps.entries()) {
    const s = await stepSql.insertStep.first(tx, {
      revisionId: rev.id,
      stepKey: step.key,
      title: step.title,
      titleSpanish: step.titleSpanish,
      instructions: step.instructions ?? null,
      instructionsSpanish: step.instructionsSpanish ?? null,
      sortOrder: i,
      nextRules: step.rules ?? [],
      defaultNextStepKey: step.next ?? null,
    });
    if (i === 0) await seedSql.setFirstStep.run(tx, { revisionId: rev.id, stepId: s!.id });
    for (const [j, q] of step.questions.entries()) {
      let qid = questionIds.get(q.key);
      if (!qid) {
        const row = await questionSql.insertQuestion.first(tx, {
          revisionId: rev.id,
          questionKey: q.key,
          questionType: q.type,
          text: q.text,
          textSpanish: q.textSpanish,
          helpText: q.help ?? null,
          helpTextSpanish: q.helpSpanish ?? null,
          required: q.required ?? true,
          minValue: q.min ?? null,
          maxValue: q.max ?? null,
          maxLength: q.maxLength ?? null,
          identityFact: q.identityFact ?? null,
        });
        qid = row!.id;
        questionIds.set(q.key, qid);
        for (const [k, [value, label, labelSpanish]] of (q.choices ?? []).entries()) {
          await questionSql.insertChoice.run(tx, {
            questionId: qid,
            value,
            label,
            labelSpanish,
            sortOrder: k,
          });
        }
      }
      await seedSql.insertStepQuestionLink.run(tx, { stepId: s!.id, questionId: qid, sortOrder: j });
    }
  }
  const { message, messageSpanish } = confirmation(def);
  await sql.insertEvent.run(tx, {
    revisionId: rev.id,
    eventType: 'ON_SUBMIT',
    action: 'EMAIL_CONFIRMATION',
    message,
    messageSpanish,
  });
  return rev.id;
}

/** The templates every installation starts with, for each aid year given. */
export async function seedInterviewTemplates(tx: Db, aidYears: number[]): Promise<void> {
  for (const year of aidYears) for (const def of SEEDED_TEMPLATES) await insertTemplate(tx, def, year);
}

/** Each shipped English text with its Spanish, per column of the template tables. */
export function shippedSpanish() {
  const pairs = {
    revision_name: new Map<string, string>(),
    revision_description: new Map<string, string>(),
    step_title: new Map<string, string>(),
    step_instructions: new Map<string, string>(),
    question_text: new Map<string, string>(),
    question_help: new Map<string, string>(),
    choice_label: new Map<string, string>(),
    event_message: new Map<string, string>(),
  };
  for (const def of SEEDED_TEMPLATES) {
    pairs.revision_name.set(def.name, def.nameSpanish);
    pairs.revision_description.set(def.description, def.descriptionSpanish);
    const { message, messageSpanish } = confirmation(def);
    pairs.event_message.set(message, messageSpanish);
    for (const s of def.steps) {
      pairs.step_title.set(s.title, s.titleSpanish);
      if (s.instructions && s.instructionsSpanish)
        pairs.step_instructions.set(s.instructions, s.instructionsSpanish);
      for (const q of s.questions) {
        pairs.question_text.set(q.text, q.textSpanish);
        if (q.help && q.helpSpanish) pairs.question_help.set(q.help, q.helpSpanish);
        for (const [, label, labelSpanish] of q.choices ?? []) pairs.choice_label.set(label, labelSpanish);
      }
    }
  }
  return pairs;
}

const TRANSLATE_STEP = 'interview_templates_spanish';

/**
 * An installation made before the templates carried Spanish (migration 105) gets the shipped Spanish once, on the
 * rows whose English is still the shipped wording: a text a school rewrote is the school's, left untranslated.
 */
export async function translateShippedTemplates(tx: Db): Promise<void> {
  if (await seedSql.maintenanceStepDone.first(tx, { name: TRANSLATE_STEP })) return;
  const p = shippedSpanish();
  const t = seedSql.translateShipped;
  const targets: [query: typeof t.typeName, pairs: Map<string, string>][] = [
    // A shipped type has its template's name.
    [t.typeName, p.revision_name],
    [t.revisionName, p.revision_name],
    [t.revisionDescription, p.revision_description],
    [t.stepTitle, p.step_title],
    [t.stepInstructions, p.step_instructions],
    [t.questionText, p.question_text],
    [t.questionHelp, p.question_help],
    [t.choiceLabel, p.choice_label],
    [t.eventMessage, p.event_message],
  ];
  for (const [query, pairs] of targets)
    await query.run(tx, { en: [...pairs.keys()], es: [...pairs.values()] });
  await seedSql.recordMaintenanceStep.run(tx, { name: TRANSLATE_STEP });
}
