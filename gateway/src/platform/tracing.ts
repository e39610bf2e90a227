import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SpanStatusCode, context, trace, tracer, tracingOn, type Span } from '@aidverify/observability';

const operationSpans = new WeakMap<FastifyRequest, Span>();
const isOperationSpan = new WeakSet<Span>();

/**
 * While tracing, each GraphQL request runs in a span of its own under the HTTP request's, so the calls to the services
 * its resolvers make are its children. Started just before Apollo takes the request (the body is read); Apollo's
 * plugin below names it by operation once the document is parsed. Register after the other preHandler hooks.
 */
export function traceGraphqlOperations(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!tracingOn() || request.routeOptions.url !== '/graphql') return done();
    const parent = context.active();
    const span = tracer().startSpan(
      'graphql',
      { attributes: { 'graphql.document.kind': 'operation' } },
      parent,
    );
    operationSpans.set(request, span);
    isOperationSpan.add(span);
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    operationSpans.get(request)?.end();
    operationSpans.delete(request);
    done();
  });
}

/** Names the operation's span as the semantic conventions do (`query StudentRecord`) and marks one that failed. */
export function graphqlSpanPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      const span = tracingOn() ? trace.getActiveSpan() : undefined;
      if (!span || !isOperationSpan.has(span)) return;
      return {
        async didResolveOperation({ operation, operationName }) {
          const name = operationName ?? '(anonymous)';
          const type = operation?.operation ?? 'operation';
          span.updateName(`${type} ${name}`);
          span.setAttributes({
            'graphql.operation.type': type,
            'graphql.operation.name': name,
          });
        },
        async didEncounterErrors({ errors }) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: errors[0]?.message });
        },
      };
    },
  };
}
