import { sandbox } from '../msw/server';

/** The sandbox's English answer, as a dashboard without the French extension gives it (no Accept-Language, docs/contract.md §12). */
export async function inEnglish(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete('accept-language');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return sandbox.app.fetch(new Request(request.url, { method: request.method, headers, body }));
}
