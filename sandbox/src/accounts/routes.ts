import { Hono } from 'hono';
import type { SandboxEnv } from '../env';
import { profileRoutes } from './profile';
import { recoveryRoutes } from './recovery';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';

/** Every /user/* call and GET /default/session (docs/contract.md §7). */
export const accountRoutes = new Hono<SandboxEnv>();
accountRoutes.route('/', sessionRoutes);
accountRoutes.route('/', registrationRoutes);
accountRoutes.route('/', recoveryRoutes);
accountRoutes.route('/', profileRoutes);
