// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '@sandbox/app';

describe('sandbox form reading', () => {
  it('answers a malformed multipart body with field errors, not a 500', async () => {
    const { app } = createSandboxApp({ log: () => {} });
    const response = await app.request('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
      body: 'this is not multipart',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: expect.any(Object) });
  });
});
