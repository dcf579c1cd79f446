// `node --import ./dist/tracing.js dist/main.js`: starts tracing before main loads anything, when
// OTEL_EXPORTER_OTLP_ENDPOINT is set (observability/tracing.ts says why it must come first).
// Invalid settings are left for main to report.
import { loadConfig } from './config';

const endpoint = (() => {
  try {
    return loadConfig().otlpEndpoint;
  } catch {
    return undefined;
  }
})();

if (endpoint) {
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { startTracing } = await import('./observability/tracing');
  const provider = await startTracing({
    exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
  });
  // Spans still batched go out before the process ends (main exits after its SIGTERM drain).
  process.once('beforeExit', () => void provider.shutdown());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void provider.forceFlush());
  }
}
