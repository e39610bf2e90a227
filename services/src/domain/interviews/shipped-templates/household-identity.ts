import type { TemplateDef } from './template-defs.js';
import { HOUSEHOLD_SIZE } from './shared-steps.js';
import { V4 } from './identity-statement.js';

/** V5: household and identity verification. */
export const V5: TemplateDef = {
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
