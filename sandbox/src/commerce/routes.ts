import { Hono } from 'hono';
import type { SandboxEnv } from '../env';
import { basketRoutes } from './basket';
import { couponRoutes } from './coupons';
import { orderRoutes } from './orders';
import { shippingRoutes } from './shipping';

/** Basket, coupons, shipping rates and orders; app.ts mounts this under /api. */
export const commerceRoutes = new Hono<SandboxEnv>();

commerceRoutes.route('/', basketRoutes);
commerceRoutes.route('/', orderRoutes);
commerceRoutes.route('/', couponRoutes);
commerceRoutes.route('/', shippingRoutes);
