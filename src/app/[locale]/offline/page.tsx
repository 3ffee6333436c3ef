import type { Metadata } from 'next';
import { KeptPages } from './KeptPages';

export const metadata: Metadata = { title: 'Offline', robots: { index: false, follow: false } };

/**
 * What the service worker shows for a page never opened on this device while there is no signal
 * (docs/offline.md). Static, so the worker keeps it from the start.
 */
export default function OfflinePage() {
  return (
    <div className="container page">
      <h1>You&apos;re offline</h1>
      <p>This page has not been opened on this device, so it cannot be shown without a signal. These pages can be read as you last saw them:</p>
      <KeptPages />
    </div>
  );
}
