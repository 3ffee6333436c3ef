// @vitest-environment node
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { deadlineIn, startDeadline } from '@/server/dashboard/deadline';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a call’s deadline', () => {
  afterEach(() => {
    delete process.env.DOOR_TIMEOUT_MS;
  });

  it('ends a call made for the browser when its time is up, even after a garbage collection', async () => {
    process.env.DOOR_TIMEOUT_MS = '100';
    // What a body reader keeps: the signal alone, as readCapped does once its caller has returned.
    const { signal } = startDeadline(new Request('https://shop.test/basket/add', { method: 'POST' }), { carryThrough: false });
    collectGarbage();
    await wait(20);
    collectGarbage();
    await wait(250);
    expect(signal.aborted).toBe(true);
  });

  it('says its time is up once it is', async () => {
    process.env.DOOR_TIMEOUT_MS = '50';
    const deadline = startDeadline(new Request('https://shop.test/api/basket'), { carryThrough: false });
    expect(deadline.expired()).toBe(false);
    await wait(150);
    expect(deadline.expired()).toBe(true);
  });

  it('ends with the browser leaving, unless the call carries through, and that is not its time being up', async () => {
    process.env.DOOR_TIMEOUT_MS = '5000';
    const left = new AbortController();
    const request = new Request('https://shop.test/api/basket', { signal: left.signal });
    const read = startDeadline(request, { carryThrough: false });
    const write = startDeadline(request, { carryThrough: true });
    left.abort();
    expect(read.signal.aborted).toBe(true);
    expect(read.expired()).toBe(false);
    expect(write.signal.aborted).toBe(false);
  });

  it('ends a server’s own read at the time given', async () => {
    const { signal, expired } = deadlineIn(50);
    collectGarbage();
    await wait(150);
    expect(signal.aborted).toBe(true);
    expect(expired()).toBe(true);
  });
});
