import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../i18n/locales/en/interview.po';
import { messages as spanish } from '../../i18n/locales/es/interview.po';
import { translateAnswerError, translateEngineMessage } from './answerErrors';

describe("the interview engine's refusals, in the reader's language", () => {
  const i18n = setupI18n({ locale: 'es', messages: { es: spanish } });
  const _ = i18n._.bind(i18n);

  it('words each refused answer and the step-level message in Spanish, with its numbers and name', () => {
    const translated = translateAnswerError(
      {
        message: '3 answers need attention',
        inputErrors: [
          { path: 'answers.1', message: 'This question needs an answer' },
          { path: 'answers.2', message: 'Enter a whole number between 0 and 99' },
          { path: 'answers.3', message: 'Type your name exactly as it appears on your account: Avery Chen' },
        ],
      },
      _,
    );
    expect(translated.message).toBe('Hay 3 respuestas que necesitan su atención');
    expect(translated.inputErrors?.map((e) => e.message)).toEqual([
      'Esta pregunta necesita una respuesta',
      'Escriba un número entero entre 0 y 99',
      'Escriba su nombre exactamente como aparece en su cuenta: Avery Chen',
    ]);
    expect(translated.inputErrors?.[0]?.path).toBe('answers.1');
  });

  it("words the file service's refusals of an upload in Spanish, with the file's name; in English as the service did", () => {
    const refusals = [
      'tax-return.docx is not a PDF, PNG or JPEG file; upload a PDF or a photo (PNG or JPEG)',
      "w2.pdf.png is a PDF but its name ends in '.png'; rename it to .pdf",
      "photo.pdf is a JPEG image but its name ends in '.pdf'; rename it to .jpg",
      'The file is empty',
      'The file is larger than 10 MB',
    ];
    expect(refusals.map((m) => translateEngineMessage(m, _))).toEqual([
      'tax-return.docx no es un archivo PDF, PNG ni JPEG; suba un PDF o una foto (PNG o JPEG)',
      "w2.pdf.png es un PDF, pero su nombre termina en '.png'; cámbielo a .pdf",
      "photo.pdf es una imagen JPEG, pero su nombre termina en '.pdf'; cámbielo a .jpg",
      'El archivo está vacío',
      'El archivo pesa más de 10 MB',
    ]);
    const inEnglish = setupI18n({ locale: 'en', messages: { en: english } });
    expect(refusals.map((m) => translateEngineMessage(m, inEnglish._.bind(inEnglish)))).toEqual(refusals);
  });

  it('words where the item stands in Spanish: a closed item with its status, a step out of turn, the session', () => {
    const refusals = [
      'This item is needs correction and can no longer be changed',
      'This item is submitted and can no longer be changed',
      'Answer the steps in order: this step is not open yet',
      'There is no Verification Worksheet interview for aid year 2025-2026 yet',
      'Session expired; sign in again',
    ];
    expect(refusals.map((m) => translateEngineMessage(m, _))).toEqual([
      'Estado de esta tarea: necesita corrección. Ya no se puede cambiar',
      'Estado de esta tarea: enviada. Ya no se puede cambiar',
      'Conteste los pasos en orden: este paso todavía no está disponible',
      'Todavía no hay una entrevista Verification Worksheet para el año de ayuda 2025-2026',
      'Su sesión venció; inicie sesión de nuevo',
    ]);
  });

  it('leaves a wording it does not know as the engine wrote it', () => {
    expect(translateAnswerError({ message: 'Something new' }, _).message).toBe('Something new');
  });
});
