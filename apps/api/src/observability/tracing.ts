// Traces with OpenTelemetry: one span per HTTP request (http), the Fastify request and the
// operation's handler under it (@fastify/otel), and each database query under that (pg).
//
// The instrumentations patch `pg` and `http` as they are loaded, so this module must run before
// anything imports them: it is loaded with `node --import` (tracing-entry.ts), never from main.
// pg is imported from our ES modules, which require-in-the-middle cannot see; the
// import-in-the-middle loader hook registered here lets the instrumentation patch it there too.
import { register } from 'node:module';

import FastifyOtelInstrumentation from '@fastify/otel';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';

export interface TracingOptions {
  /** Where finished spans go: the OTLP exporter in production, an in-memory one in tests. */
  exporter: SpanExporter;
  /** Export each span as it ends (tests) instead of in batches. */
  immediate?: boolean;
  serviceName?: string;
}

/**
 * Starts tracing for the process; the returned provider flushes and stops it. Resolves once the
 * loader hook is in place, before which an imported module would not be patched.
 */
export async function startTracing(options: TracingOptions): Promise<NodeTracerProvider> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'ugift-api' }),
    spanProcessors: [
      options.immediate
        ? new SimpleSpanProcessor(options.exporter)
        : new BatchSpanProcessor(options.exporter),
    ],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Scrapes and health checks would be most of the spans and tell nothing.
        ignoreIncomingRequestHook: (request) =>
          /^\/(metrics|api\/health|api\/ready)(\?|$)/.test(request.url ?? ''),
      }),
      // Every Fastify instance, as it is created (a diagnostics channel: no module patching).
      // Hooks (helmet, compress...) get no spans of their own: request, handler, queries.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      // Queries only inside a request or a job's span: not the pool's idle chatter.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  await waitForAllMessagesAcknowledged();
  return provider;
}
