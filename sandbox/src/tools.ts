import { Hono } from 'hono';
import type { SandboxEnv } from './env';

/** Test and developer tools under /__sandbox: the mail outbox and a reset to the seed. */
export function toolRoutes(reset: () => void) {
  const tools = new Hono<SandboxEnv>();
  tools.get('/outbox', (c) => c.json({ mails: c.get('db').outbox }));
  tools.post('/reset', (c) => {
    reset();
    return c.body(null, 204);
  });
  return tools;
}
