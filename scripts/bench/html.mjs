/** Size of a page's HTML document: raw bytes and gzip (zlib level 6, the compression Next's server applies). */
import { gzipSync } from 'node:zlib';

export async function measureHtml(url, extraHeaders = null) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...extraHeaders } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { rawBytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length };
}
