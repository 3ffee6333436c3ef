/**
 * What a run's slow-phone LCP was made of. Lighthouse simulates it (Lantern) from the unthrottled
 * load: every request that ended before the largest paint there counts, the page's own pictures
 * of low priority aside. A script is left out only when its first run is a task of 10 ms or more
 * that began after that paint: Lantern drops shorter tasks from its graph before it asks, and a
 * start-up chunk runs in 1–5 ms, so in practice every script downloaded before the paint counts,
 * whenever it ran. Hence two values per page: its HTML, styles and picture alone when the scripts
 * arrived after the paint, some 0.4–1 s more when they arrived before it (docs/decisions.md "A
 * page's mobile LCP takes one of two values").
 */

/**
 * @param {{ audits: Record<string, any> }} lhr
 * @param {{ traceEvents?: Array<{ name: string, ts: number, args?: any }> } | undefined} trace
 */
export function lcpAttribution(lhr, trace) {
  const events = trace?.traceEvents ?? [];
  const paintedAt = events.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1)?.ts;
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  if (paintedAt === undefined) return { lcpElement: node?.selector ?? null, scriptsLoadedBeforeLcp: null, scriptsRunBeforeLcp: null };
  const scriptRequests = events.filter((event) => event.name === 'ResourceSendRequest' && event.args?.data?.resourceType === 'Script');
  const requestIds = new Set(scriptRequests.map((event) => event.args.data.requestId));
  // The page's inline scripts run as the page's own address: only script files are counted.
  const scriptUrls = new Set(scriptRequests.map((event) => event.args.data.url));
  const loadedBefore = events.filter((event) => event.name === 'ResourceFinish' && requestIds.has(event.args?.data?.requestId) && event.ts <= paintedAt);
  const ranBefore = new Set(
    events.filter((event) => event.name === 'EvaluateScript' && scriptUrls.has(event.args?.data?.url) && event.ts <= paintedAt).map((event) => event.args.data.url),
  );
  return { lcpElement: node?.selector ?? null, scriptsLoadedBeforeLcp: loadedBefore.length, scriptsRunBeforeLcp: ranBefore.size };
}
