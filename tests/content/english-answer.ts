import { sandbox } from '../msw/server';

/** The sandbox's English answer, as a dashboard without the French extension gives it (no Accept-Language, docs/contract.md §12). */
export async function inEnglish(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete('accept-language');
  return sandbox.app.fetch(new Request(request.url, { headers }));
}
