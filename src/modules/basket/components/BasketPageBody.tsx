'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { ScriptedBasket } from './ScriptedBasket';

const noSubscription = () => () => {};

/**
 * The server's reading of the basket (plain forms) until scripts run, then the scripted basket.
 * Without scripts, or while they download or when they are blocked, the plain view stays and its
 * − and + still work; it is also what shows when the basket cannot be read (no signal). False on the server and while hydrating, true after.
 */
export function BasketPageBody({ plain }: { plain: ReactNode }) {
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false);
  return scripted ? <ScriptedBasket lastSeen={plain} /> : plain;
}
