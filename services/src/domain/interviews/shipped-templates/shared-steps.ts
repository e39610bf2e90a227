import type { QuestionDef, StepDef } from './template-defs.js';

/** The questions and steps several shipped templates share. */
export const CERTIFY: QuestionDef = {
  key: 'certify',
  type: 'ACKNOWLEDGEMENT',
  text: 'I certify that all of the information reported on this worksheet is complete and correct. If I purposely give false or misleading information, I may be fined, sentenced to jail, or both.',
  textSpanish:
    'Certifico que toda la información declarada en esta hoja de trabajo es completa y correcta. Si doy información falsa o engañosa a propósito, puedo recibir una multa, una pena de cárcel o ambas.',
};
export const SIGN: QuestionDef = {
  key: 'signature',
  type: 'SIGNATURE',
  text: 'Type your full name to sign electronically',
  textSpanish: 'Escriba su nombre completo para firmar electrónicamente',
};
export const signStep = (title = 'Certify and sign', titleSpanish = 'Certificar y firmar'): StepDef => ({
  key: 'sign',
  title,
  titleSpanish,
  questions: [CERTIFY, SIGN],
});
export const HOUSEHOLD_SIZE: QuestionDef = {
  key: 'household_size',
  type: 'NUMBER',
  text: 'How many people are in the household?',
  textSpanish: '¿Cuántas personas hay en el hogar?',
  min: 1,
  max: 30,
};
export const TRANSCRIPT_FILE: QuestionDef = {
  key: 'tax_transcript_file',
  type: 'FILE_UPLOAD',
  text: 'IRS Tax Return Transcript',
  textSpanish: 'Transcripción de la declaración de impuestos del IRS',
};
