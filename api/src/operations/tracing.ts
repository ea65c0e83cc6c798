import { slugify } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Traces of every request (its hooks and handler as child spans, by @fastify/otel) sent to the
 * OpenTelemetry collector at OTEL_EXPORTER_OTLP_ENDPOINT over OTLP/HTTP, in batches. Without the
 * setting nothing of OpenTelemetry is even loaded. The service is named OTEL_SERVICE_NAME, or
 * after the site (`teatersatu`). Registered before the routes, so it sees them all.
 */
export const tracingPlugin = fp(async (app: FastifyInstance) => {
  const endpoint = app.config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, otel] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@fastify/otel'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? (slugify(app.config.SITE_NAME) || 'teater'),
    }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
    ],
  });
  // the context manager that keeps a request's spans together across awaits
  provider.register();
  const instrumentation = new otel.FastifyOtelInstrumentation({ ignorePaths: (options) => options.url === '/healthz' });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  // the last batch goes out before the process ends
  app.addHook('onClose', async () => provider.shutdown());
});
