import { describe, expect, it } from 'vitest';
import { loadedLoginPage, loadLoginPage } from './loginPageLoader';
import { LoginPage } from './components/LoginPage';

describe('the sign-in form page loader', () => {
  it('has no page until asked, then the one page for every caller, held for the route to render at once', async () => {
    expect(loadedLoginPage()).toBeNull();
    const first = loadLoginPage();
    expect(loadLoginPage()).toBe(first);
    expect((await first).default).toBe(LoginPage);
    expect(loadedLoginPage()).toBe(LoginPage);
  });
});
