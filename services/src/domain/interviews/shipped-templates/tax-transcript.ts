import type { TemplateDef } from './template-defs.js';
import { signStep, TRANSCRIPT_FILE } from './shared-steps.js';

/** The student's or parent's IRS Tax Return Transcript. */
export const taxTranscript = (typeCode: 'TAX' | 'TAXP', who: 'student' | 'parent'): TemplateDef => ({
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
