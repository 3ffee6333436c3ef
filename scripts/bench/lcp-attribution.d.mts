type TraceEvent = { name: string; ts: number; args?: { data?: Record<string, unknown> } };
export declare function lcpAttribution(
  lhr: { audits: Record<string, unknown> },
  trace: { traceEvents?: TraceEvent[] } | undefined,
): { lcpElement: string | null; scriptsLoadedBeforeLcp: number | null; scriptsRunBeforeLcp: number | null };
