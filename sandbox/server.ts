import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createSandboxApp } from './src/app';
import { warmAssets } from './src/assets';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const { app } = createSandboxApp();

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Sandbox dashboard API on http://127.0.0.1:${info.port}/api`);
  void warmAssets();
}) as Server;

// The storefront's proxy keeps connections alive; closing idle ones first would reset its
// requests mid-flight (ECONNRESET), so the sandbox outlasts the client's idle timeout.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
