import { en } from '@/app/_shell/messages/en';
import { fr } from '@/app/_shell/messages/fr';
import './[locale]/globals.css';

/**
 * A path outside every page and route (rare: next.config.ts sends unknown paths to the localized
 * 404 of src/app/[locale]/not-found.tsx). Its own document, in both languages, from the shell's messages.
 */
export default function RootNotFound() {
  return (
    <html lang="en-US">
      <body>
        <main id="main" className="container" style={{ padding: '64px 16px', textAlign: 'center' }}>
          <h1>{en.client.notFound.heading}</h1>
          {/* Full loads: this document has no shell. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">{en.client.notFound.home}</a>
          <div lang="fr-CA">
            <h2>{fr.client.notFound.heading}</h2>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/fr">{fr.client.notFound.home}</a>
          </div>
        </main>
      </body>
    </html>
  );
}
