import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SendPasswordResetDocument } from '../graphql/accountCreation.generated';
import { renderRoutes } from '../../../test/render';
import { i18n } from '../../../i18n/i18n';
import { messages as spanish } from '../../../i18n/locales/es/accounts.po';
import { PasswordResetPage } from './PasswordResetPage';

const routes = [{ path: '/newAccountPasswordReset', element: <PasswordResetPage /> }];

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('/newAccountPasswordReset in Spanish (issue 26)', () => {
  it('asks for the reset link in the language of the page, and says it is on its way in Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    const asked = {
      // Only a request that names Spanish is answered: the e-mail is worded in the page's language.
      request: {
        query: SendPasswordResetDocument,
        variables: {
          username: 'avery@example.edu',
          schoolCode: '222222',
          locationHref: window.location.href,
          language: 'ES',
        },
      },
      result: {
        data: {
          sendPasswordReset: {
            __typename: 'ActionResult',
            ok: true,
            message: 'If an account uses that e-mail, a reset link is on its way',
            error: null,
          },
        },
      },
    };
    renderRoutes(routes, '/newAccountPasswordReset', [asked]);
    fireEvent.change(screen.getByRole('textbox', { name: /Correo electrónico/ }), {
      target: { value: 'avery@example.edu' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Código de la escuela/ }), {
      target: { value: '222222' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace para restablecer' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Si una cuenta usa ese correo electrónico, le enviamos un enlace para restablecer la contraseña',
    );
  });
});
