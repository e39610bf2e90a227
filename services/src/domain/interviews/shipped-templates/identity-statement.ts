import type { TemplateDef } from './template-defs.js';
import { SIGN } from './shared-steps.js';

/** V4: identity and the statement of educational purpose. */
export const V4: TemplateDef = {
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
