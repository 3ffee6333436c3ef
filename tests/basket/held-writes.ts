import { http } from 'msw';
import { door } from '@/server/door/door';
import { SESSION_COOKIE } from '@/shared/api/cookie-names';
import type { BasketAnswer } from '@/modules/basket/contract';
import { BROWSER_ORIGIN, cookieJar, sandbox, SANDBOX_ORIGIN, server } from '../msw/server';

/**
 * An earlier quantity write held on its way (docs/architecture.md §1, the door's count order), so
 * a test can let it land after a newer one.
 */

/** A basket write's count, null for a read (no body). */
const countOf = async (request: Request) => {
  const type = request.headers.get('content-type') ?? '';
  if (!/multipart|urlencoded/.test(type)) return null;
  return (await request.clone().formData()).get('count');
};

/**
 * Holds the first quantity write that reaches `origin` until `release` is called; `made` lists the
 * counts in the order their answers left the handler.
 */
function holdFirstWrite(origin: string, pass: (request: Request) => Promise<Response>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const made: string[] = [];
  let held = false;
  server.use(
    http.post(`${origin}/api/basket`, async ({ request }) => {
      const count = await countOf(request);
      if (count !== null && !held) {
        held = true;
        await released;
      }
      const answer = await pass(request);
      if (count !== null) made.push(String(count));
      return answer;
    }),
  );
  return { release, made: () => made, isHolding: () => held };
}

export type HeldWrite = ReturnType<typeof holdFirstWrite>;

/** Held after the door, on the way to the dashboard: the door has seen it, the dashboard not yet. */
export const holdAtTheDashboard = () => holdFirstWrite(SANDBOX_ORIGIN, async (request) => sandbox.app.fetch(request));

/** Held before the door: it reaches the door after the writes made later. */
export const holdBeforeTheDoor = () =>
  holdFirstWrite(BROWSER_ORIGIN, async (request) => {
    const response = await door(cookieJar.attach(request));
    cookieJar.store(response);
    return response;
  });

/** The basket's first line's count as the dashboard holds it for this browser's visitor session. */
export async function dashboardCount(): Promise<number> {
  const token = cookieJar.get(SESSION_COOKIE)!.value;
  const answer = await sandbox.app.fetch(new Request(`${SANDBOX_ORIGIN}/api/basket`, { method: 'POST', headers: { 'x-session-token': token } }));
  const { basket } = (await answer.json()) as BasketAnswer;
  return basket.data[0].count;
}
