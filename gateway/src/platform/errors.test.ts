import { describe, expect, it } from 'vitest';
import { errorForStatus, errorForTransport, gatewayError, userFixable } from './errors.js';

describe('HTTP status to GraphQL code', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'UPSTREAM_ERROR'],
    [503, 'UPSTREAM_ERROR'],
    [415, 'UPSTREAM_ERROR'],
  ])("%i becomes %s, keeping the services' message", (status, code) => {
    const error = errorForStatus(status, { message: 'what the services said' }, 'student');
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe('what the services said');
  });

  it('carries field errors of a 400 and names the service when there is no message', () => {
    const error = errorForStatus(
      400,
      { message: 'The request is not valid', inputErrors: [{ path: 'pageSize', message: 'too big' }] },
      'student',
    );
    expect(error.extensions.inputErrors).toEqual([{ path: 'pageSize', message: 'too big' }]);
    expect(errorForStatus(502, '<html>bad gateway</html>', 'school').message).toBe(
      'The school service answered 502',
    );
  });

  it('names field errors after the GraphQL input field they came from', () => {
    const error = errorForStatus(
      400,
      {
        message: 'The request is not valid',
        inputErrors: [
          { path: 'Username', message: 'enter your e-mail' },
          { path: 'code', message: 'x' },
        ],
      },
      'main',
      { Username: 'username' },
    );
    expect(error.extensions.inputErrors).toEqual([
      { path: 'username', message: 'enter your e-mail' },
      { path: 'code', message: 'x' },
    ]);
  });

  it('tells a timeout from a refused connection', () => {
    expect(
      errorForTransport(Object.assign(new Error('x'), { code: 'UND_ERR_HEADERS_TIMEOUT' }), 'main', 300)
        .message,
    ).toBe('The identity service did not answer within 300 ms; try again');
    expect(
      errorForTransport(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), 'main', 300).message,
    ).toBe('The identity service cannot be reached; try again shortly');
  });

  it('returns user-fixable failures as values and lets the rest through', async () => {
    await expect(userFixable(async () => 1)).resolves.toEqual({ ok: true, value: 1 });
    await expect(
      userFixable(() => Promise.reject(gatewayError('BAD_USER_INPUT', 'The code is not correct'))),
    ).resolves.toEqual({
      ok: false,
      error: { message: 'The code is not correct', inputErrors: [] },
    });
    await expect(userFixable(() => Promise.reject(gatewayError('FORBIDDEN', 'no')))).rejects.toThrow('no');
    await expect(userFixable(() => Promise.reject(gatewayError('UPSTREAM_ERROR', 'down')))).rejects.toThrow(
      'down',
    );
  });
});
