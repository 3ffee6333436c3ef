import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OTLP/HTTP receiver, as a collector would be: it accepts POST /v1/traces in OTLP's JSON
 * encoding (what the storefront's exporter sends) and keeps every span it was given.
 */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpSpan extends Omit<ReceivedSpan, 'attributes'> {
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

const valueOf = ({ stringValue, intValue, boolValue, doubleValue }: OtlpValue) => stringValue ?? (intValue !== undefined ? Number(intValue) : (boolValue ?? doubleValue ?? ''));

export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !String(request.headers['content-type']).startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const { scopeSpans = [] } of body.resourceSpans ?? []) {
        for (const { spans: received = [] } of scopeSpans) {
          for (const { attributes = [], ...span } of received) {
            spans.push({ ...span, parentSpanId: span.parentSpanId || undefined, attributes: Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)])) });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** The spans of one trace. */
    trace: (traceId: string) => spans.filter((span) => span.traceId === traceId),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `span`'s chain of parents within `trace`, nearest first. */
export function ancestorsOf(span: ReceivedSpan, trace: ReceivedSpan[]): ReceivedSpan[] {
  const chain: ReceivedSpan[] = [];
  let parent = trace.find((candidate) => candidate.spanId === span.parentSpanId);
  while (parent && chain.length < 50) {
    chain.push(parent);
    const next = parent.parentSpanId;
    parent = trace.find((candidate) => candidate.spanId === next);
  }
  return chain;
}
