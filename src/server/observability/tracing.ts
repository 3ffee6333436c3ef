import 'server-only';
import { context, isSpanContextValid, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type ReadableSpan, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import RedisCommandsQueue from '@redis/client/dist/lib/client/commands-queue';
import { withoutLocaleSegment } from './http-route.mjs';
import { requestContext } from './request-context.mjs';
import { publishTracing } from './tracing-hooks.mjs';

/**
 * Tracing, loaded by src/instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans
 * go over OTLP/HTTP (JSON) to that endpoint's /v1/traces. Next traces each request and render
 * once a tracer provider is registered; this adds a child span for every call to the dashboard
 * (dashboard-call.ts) and every Redis command made inside a traced request. The exporter and
 * sampler read the standard OTEL_* variables (README "Configuration").
 */

const tracer = trace.getTracer('ledfloor-storefront');
// Next's root span of a request (its `next.span_type`).
const REQUEST_SPAN_TYPE = 'BaseServer.handleRequest';

/** Puts each request's root span in its context, so the request's log line names the trace. */
const requestSpanNoter: SpanProcessor = {
  onStart(span) {
    const request = requestContext();
    if (!request || request.trace || span.attributes['next.span_type'] !== REQUEST_SPAN_TYPE) return;
    const { traceId, spanId } = span.spanContext();
    request.trace = { traceId, spanId };
  },
  onEnd() {},
  forceFlush: async () => {},
  shutdown: async () => {},
};

const ROUTE_ATTRIBUTES = ['next.route', 'http.route'];

/**
 * Next names a request's span by its route file (`GET /[locale]/basket`); both languages of a page
 * are one route, labelled without the segment as the metrics and the log label it (`GET /basket`).
 */
function withRouteLabels(span: ReadableSpan): ReadableSpan {
  const name = span.name.replace(/^([A-Z]+ )(\/\S*)$/, (whole, method: string, route: string) => `${method}${withoutLocaleSegment(route)}`);
  const routes = ROUTE_ATTRIBUTES.filter((key) => typeof span.attributes[key] === 'string');
  if (name === span.name && routes.length === 0) return span;
  const attributes = { ...span.attributes };
  for (const key of routes) attributes[key] = withoutLocaleSegment(String(attributes[key]));
  return Object.create(span, { name: { value: name }, attributes: { value: attributes } }) as ReadableSpan;
}

const exporter = new OTLPTraceExporter();
const labelledExporter: SpanExporter = {
  export: (spans, done) => exporter.export(spans.map(withRouteLabels), done),
  shutdown: () => exporter.shutdown(),
  forceFlush: () => exporter.forceFlush(),
};

const provider = new NodeTracerProvider({
  resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || 'ledfloor-storefront' }),
  spanProcessors: [requestSpanNoter, new BatchSpanProcessor(labelledExporter)],
});
provider.register();

type Attributes = Record<string, string | number>;

/**
 * Every Redis command a client of this process sends inside a traced request is a child span
 * `redis <COMMAND>` (the door's limits, the shared cache). Commands outside a request (pings, the
 * cache's key-space listener) start no trace of their own.
 */
function traceRedisCommands() {
  const queue = RedisCommandsQueue.prototype as unknown as { addCommand: (args: unknown[], options?: unknown) => Promise<unknown> };
  const addCommand = queue.addCommand;
  queue.addCommand = function (args, options) {
    if (!trace.getActiveSpan()) return addCommand.call(this, args, options);
    const command = String(args[0]).toUpperCase();
    const span = tracer.startSpan(`redis ${command}`, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'redis', 'db.operation.name': command } });
    const sent = context.with(trace.setSpan(context.active(), span), () => addCommand.call(this, args, options));
    sent.then(
      () => span.end(),
      (error: Error) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error.name });
        span.end();
      },
    );
    return sent;
  };
}
traceRedisCommands();

publishTracing({
  activeIds() {
    const spanContext = trace.getActiveSpan()?.spanContext();
    return spanContext && isSpanContextValid(spanContext) ? { traceId: spanContext.traceId, spanId: spanContext.spanId } : null;
  },
  inSpan<T>(name: string, attributes: Attributes, run: (end: (attributes: Attributes, failed?: boolean) => void) => Promise<T>) {
    return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) =>
      run((ending, failed) => {
        span.setAttributes(ending);
        if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }),
    );
  },
  flush: () => provider.forceFlush(),
  outside: (run) => context.with(ROOT_CONTEXT, run),
});
