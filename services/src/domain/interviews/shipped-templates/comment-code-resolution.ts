import type { TemplateDef } from './template-defs.js';
import { signStep } from './shared-steps.js';

/** Resolving a comment code on the ISIR. */
export const CC: TemplateDef = {
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
