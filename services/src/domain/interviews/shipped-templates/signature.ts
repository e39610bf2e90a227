import type { TemplateDef } from './template-defs.js';
import { signStep } from './shared-steps.js';

/** The verification signature on its own. */
export const SIG: TemplateDef = {
  typeCode: 'SIG',
  name: 'Verification Signature',
  nameSpanish: 'Firma de la verificación',
  description: 'Sign your verification documents electronically.',
  descriptionSpanish: 'Firme electrónicamente sus documentos de verificación.',
  steps: [signStep('Sign your verification', 'Firme su verificación')],
};
