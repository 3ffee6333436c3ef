// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPaymentForm } from '../../scripts/lib/payment-form-check.mjs';

const REAL_DASHBOARD = 'https://dashboard.example.com';

describe('the build checks the card form against the dashboard', () => {
  it('stops a build against a real dashboard whose form is unset or on the builder’s machine', () => {
    for (const form of [undefined, '', 'http://127.0.0.1:4140/payment/payment', 'http://localhost:4010/payment/payment']) {
      expect(checkPaymentForm({ DASHBOARD_API_URL: REAL_DASHBOARD, NEXT_PUBLIC_PAYMENT_FORM_URL: form })?.fatal).toBe(true);
    }
  });

  it("warns, without stopping, about a form on a host that is neither Authorize.Net's nor the dashboard's", () => {
    const finding = checkPaymentForm({ DASHBOARD_API_URL: REAL_DASHBOARD, NEXT_PUBLIC_PAYMENT_FORM_URL: 'https://test.authorize.net.example.org/payment/payment' });
    expect(finding).toMatchObject({ fatal: false });
  });

  it("is quiet for Authorize.Net's forms, a sandbox deployed beside its own form, and a local dashboard", () => {
    for (const form of ['https://accept.authorize.net/payment/payment', 'https://test.authorize.net/payment/payment']) {
      expect(checkPaymentForm({ DASHBOARD_API_URL: REAL_DASHBOARD, NEXT_PUBLIC_PAYMENT_FORM_URL: form })).toBeNull();
    }
    expect(checkPaymentForm({ DASHBOARD_API_URL: 'https://sandbox.example.com', NEXT_PUBLIC_PAYMENT_FORM_URL: 'https://sandbox.example.com/payment/payment' })).toBeNull();
    expect(checkPaymentForm({ DASHBOARD_API_URL: 'http://127.0.0.1:4140' })).toBeNull();
    expect(checkPaymentForm({})).toBeNull();
  });

  it('npm run build stops before building, with a block that says what to set', () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: path.resolve(__dirname, '../..'),
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DASHBOARD_API_URL: REAL_DASHBOARD, NEXT_PUBLIC_PAYMENT_FORM_URL: 'http://127.0.0.1:4010/payment/payment' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('ERROR: the card form does not match the dashboard');
    expect(build.stderr).toContain('https://accept.authorize.net/payment/payment');
    expect(build.stdout).not.toContain('Using the dashboard API');
  });
});
