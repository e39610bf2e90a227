import type { TemplateDef } from './template-defs.js';
import { signStep, HOUSEHOLD_SIZE, TRANSCRIPT_FILE } from './shared-steps.js';

/**
 * The V1 worksheet for the student or the parent: household, number in college, tax filing, signature.
 * Over 80 lines: the worksheet's text, step by step, in English and Spanish (data, not logic).
 */
export function verificationWorksheet(typeCode: 'V1' | 'V1P', who: 'student' | 'parent'): TemplateDef {
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
