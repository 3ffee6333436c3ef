import { SANDBOX_ORIGIN, server } from '../msw/server';

/**
 * Records every call that reached the sandbox dashboard (method and path), by listening on the
 * tests' network rather than replacing anything: the door and the sandbox stay real.
 */
export function watchDashboard() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.origin === SANDBOX_ORIGIN) seen.push(`${request.method} ${url.pathname}`);
  };
  server.events.on('request:start', listener);
  return {
    seen,
    count: (call: string) => seen.filter((entry) => entry === call).length,
    stop: () => server.events.removeListener('request:start', listener),
  };
}
