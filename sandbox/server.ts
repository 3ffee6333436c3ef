import { serve } from '@hono/node-server';
import { createSandboxApp } from './src/app';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const { app } = createSandboxApp();

serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Sandbox dashboard API on http://127.0.0.1:${info.port}/api`);
});
