import { readFileSync } from 'node:fs';
import path from 'node:path';

// A path, not a URL: under jsdom, URL is jsdom's and node:fs does not take it.
export const communicatorHtml = readFileSync(path.resolve(__dirname, '../../public/iframe-communicator.html'), 'utf8');
export const communicatorScript = /<script>([\s\S]*?)<\/script>/.exec(communicatorHtml)?.[1] ?? '';

export interface Posted {
  message: unknown;
  targetOrigin: string;
}

/**
 * Runs public/iframe-communicator.html's script as the hosted form loads it: in a frame at
 * `url`, whose parent is the card form and grandparent the storefront page, which hands what it
 * is sent to `deliver`. `receive` is the hosted form posting into the frame (the browser sets
 * the sender's origin); `navigateHash` is the form changing the frame's hash.
 */
export function loadCommunicator(url: string, deliver: (posted: Posted) => void, { framed = true } = {}) {
  const listeners: Record<string, (event?: unknown) => void> = {};
  const storefront = { postMessage: (message: unknown, targetOrigin: string) => deliver({ message, targetOrigin }) };
  const location = new URL(url);
  const frame = {
    location,
    addEventListener: (type: string, listener: (event?: unknown) => void) => {
      listeners[type] = listener;
    },
  } as Record<string, unknown>;
  frame.parent = framed ? { parent: storefront } : frame;
  new Function('window', communicatorScript)(frame);
  return {
    navigateHash: (hash: string) => {
      location.hash = hash;
      listeners.hashchange?.();
    },
    receive: (data: unknown, origin: string) => listeners.message?.({ data, origin }),
  };
}
