import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { asPayload, errorForStatus, errorForTransport } from './errors.js';

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
});

/** What a resolver wrapped in asPayload answers when the services answer `status`. */
const answerFor = (status: number, options?: Parameters<typeof asPayload>[1]) =>
  asPayload(
    () =>
      Promise.reject(
        errorForStatus(
          status,
          {
            message: 'what the services said',
            // The services name fields only for a refused value.
            inputErrors:
              status === 400 || status === 422
                ? [{ path: 'Username', message: 'enter your e-mail' }]
                : undefined,
          },
          'main',
          { Username: 'username' },
        ),
      ),
    options,
  );

describe('asPayload: the one errors-as-data contract of every mutation', () => {
  it('puts the fields of a step that worked beside ok: true', async () => {
    await expect(asPayload(async () => ({ flags: ['WATCHLIST'] }))).resolves.toEqual({
      ok: true,
      error: null,
      flags: ['WATCHLIST'],
    });
  });

  it.each([400, 422, 409, 429])(
    'answers %i as data: the message, and field errors named after the GraphQL input',
    async (status) => {
      await expect(answerFor(status)).resolves.toEqual({
        ok: false,
        error: {
          message: 'what the services said',
          inputErrors:
            status === 400 || status === 422 ? [{ path: 'username', message: 'enter your e-mail' }] : [],
        },
      });
    },
  );

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [500, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_ERROR'],
  ])('throws %i on as a GraphQL error with the code %s', async (status, code) => {
    const error = await answerFor(status).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe(code);
    expect((error as GraphQLError).message).toBe('what the services said');
  });

  it('throws a timeout or an unreachable service on as UPSTREAM_ERROR, and a bug in the step as it is', async () => {
    const timeout = errorForTransport(
      Object.assign(new Error('x'), { code: 'UND_ERR_HEADERS_TIMEOUT' }),
      'main',
      300,
    );
    const error = await asPayload(() => Promise.reject(timeout)).catch((e: unknown) => e);
    expect((error as GraphQLError).extensions.code).toBe('UPSTREAM_ERROR');
    await expect(asPayload(() => Promise.reject(new TypeError('bug')))).rejects.toThrow(TypeError);
  });

  it("answers a 401 as data only for a step that checks the person's own credential, a 404 only for a lookup", async () => {
    await expect(answerFor(401, { credentials: true })).resolves.toMatchObject({
      ok: false,
      error: { message: 'what the services said' },
    });
    await expect(answerFor(404, { credentials: true })).rejects.toThrow(GraphQLError);
    await expect(answerFor(404, { lookup: true })).resolves.toMatchObject({
      ok: false,
      error: { message: 'what the services said' },
    });
    await expect(answerFor(401, { lookup: true })).rejects.toThrow(GraphQLError);
  });

  it('answers a 404 naming the field whose value refers to nothing as data; the record addressed being absent stays an error', async () => {
    const typed = errorForStatus(
      404,
      {
        message: 'No interview type NOPE',
        inputErrors: [{ path: 'items.0.typeCode', message: 'is not an interview type' }],
      },
      'admin',
    );
    await expect(asPayload(() => Promise.reject(typed))).resolves.toEqual({
      ok: false,
      error: {
        message: 'No interview type NOPE',
        inputErrors: [{ path: 'items.0.typeCode', message: 'is not an interview type' }],
      },
    });
    const addressed = errorForStatus(404, { message: 'No ISIR view tab 999999' }, 'isir');
    await expect(asPayload(() => Promise.reject(addressed))).rejects.toThrow('No ISIR view tab 999999');
  });

  it("puts the spec's failure text before the services' reason", async () => {
    await expect(answerFor(409, { failure: 'Linking failed' })).resolves.toMatchObject({
      error: { message: 'Linking failed: what the services said' },
    });
    await expect(answerFor(409, { failure: (reason) => reason.toUpperCase() })).resolves.toMatchObject({
      error: { message: 'WHAT THE SERVICES SAID' },
    });
  });

  it('leaves FORBIDDEN an error whatever the options', async () => {
    await expect(answerFor(403, { credentials: true, lookup: true })).rejects.toThrow(
      'what the services said',
    );
  });
});
