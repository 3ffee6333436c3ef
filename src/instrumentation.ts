import type { Instrumentation } from 'next';

/**
 * Next calls `register` once when the server starts. Tracing (src/server/observability/tracing.ts)
 * is loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: unset, neither the OpenTelemetry SDK nor its
 * exporter is loaded (Next itself loads only the API's no-op façade).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)) {
    await import('./server/observability/tracing');
  }
}

/** A server error, with its stack, the request's id and the route it happened on (never the path: it may carry a token). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ logger }, { withoutLocaleSegment }] = await Promise.all([import('./server/observability/log.mjs'), import('./server/observability/http-route.mjs')]);
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  logger().error(
    { err: error, digest, method: request.method, http_route: withoutLocaleSegment(context.routePath), route_type: context.routeType, ...requestIdOf(request.headers) },
    'request failed',
  );
};

/** The id server.mjs gave the request, for errors raised where its context is not at hand. */
function requestIdOf(headers: Record<string, string | string[] | undefined>) {
  const id = headers['x-request-id'];
  return typeof id === 'string' ? { req_id: id } : {};
}
