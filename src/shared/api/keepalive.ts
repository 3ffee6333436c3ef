/**
 * A POST to the /api door that the browser finishes even if the page is hidden, reloaded or
 * closed meanwhile (`keepalive`; an XHR, which axios uses, is cancelled with the page). It
 * starts synchronously, inside the event that announces the leaving (no later code runs), so
 * no axios here: `readAnswer` in client.ts reads the answer once the client is loaded. The
 * door's cookies ride along as on any same-origin call, so the session is the customer's.
 */
export function postKeepalive(path: string, body: FormData, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(`/api${path}`, window.location.href), {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...headers },
  });
}
