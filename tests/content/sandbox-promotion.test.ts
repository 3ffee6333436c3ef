// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '@sandbox/app';
import type { HomeData } from '@/modules/catalogue/contract';

const promotionOf = async (app: ReturnType<typeof createSandboxApp>['app']) =>
  ((await (await app.request('/api/default/home')).json()) as HomeData).promotion;

const control = (app: ReturnType<typeof createSandboxApp>['app'], body: unknown) =>
  app.request('/__sandbox/promotion', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllEnvs());

describe('sandbox promotion window', () => {
  it("serves docs/contract.md §9's 2024 window by default", async () => {
    const { app } = createSandboxApp({ log: () => {} });
    expect(await promotionOf(app)).toMatchObject({ starts_at: '2024-12-16', ends_at: '2025-01-08' });
  });

  it('moves the window around today on request, its text following the dates, and back to the seed', async () => {
    const { app } = createSandboxApp({ log: () => {} });
    const today = new Date().toISOString().slice(0, 10);
    expect((await control(app, { window: 'current' })).status).toBe(200);
    const current = await promotionOf(app);
    expect(current.starts_at < today && today < current.ends_at).toBe(true);
    expect(current.text).toContain(`Valid ${current.starts_at.slice(5, 7)}/${current.starts_at.slice(8, 10)}/`);

    await control(app, { starts_at: '2026-02-01', ends_at: '2026-02-14' });
    expect(await promotionOf(app)).toMatchObject({ starts_at: '2026-02-01', ends_at: '2026-02-14' });
    expect((await promotionOf(app)).text).toContain('Valid 02/01/26 to 02/14/26.');

    await control(app, { window: 'seed' });
    expect((await promotionOf(app)).starts_at).toBe('2024-12-16');
  });

  it('refuses a window it cannot use', async () => {
    const { app } = createSandboxApp({ log: () => {} });
    expect((await control(app, { starts_at: '2026-02-14', ends_at: '2026-02-01' })).status).toBe(422);
    expect((await control(app, { window: 'tomorrow' })).status).toBe(422);
  });

  it('starts with the window around today when SANDBOX_PROMOTION=current', async () => {
    vi.stubEnv('SANDBOX_PROMOTION', 'current');
    const { app } = createSandboxApp({ log: () => {} });
    const today = new Date().toISOString().slice(0, 10);
    const promotion = await promotionOf(app);
    expect(promotion.starts_at < today && today < promotion.ends_at).toBe(true);
  });
});
