// @vitest-environment node
import { askToBeClaimed, CLAIM_MESSAGE } from '@/modules/offline/claim';

/** A page's ServiceWorkerContainer: its active worker records what the page sends it. */
function container({ controlled }: { controlled: boolean }) {
  const sent: unknown[] = [];
  const active = { postMessage: (message: unknown) => sent.push(message) };
  const value = {
    ready: Promise.resolve({ active }),
    controller: controlled ? active : null,
  } as unknown as ServiceWorkerContainer;
  return { value, sent };
}

describe('a page the active worker did not claim', () => {
  it('asks the worker to take control of it', async () => {
    const page = container({ controlled: false });
    await askToBeClaimed(page.value);
    expect(page.sent).toEqual([{ type: CLAIM_MESSAGE }]);
  });

  it('asks nothing when a worker controls it already', async () => {
    const page = container({ controlled: true });
    await askToBeClaimed(page.value);
    expect(page.sent).toEqual([]);
  });
});
