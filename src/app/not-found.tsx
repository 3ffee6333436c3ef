import './[locale]/globals.css';

/**
 * A path outside every page and route (rare: next.config.ts sends unknown paths to the localized
 * 404 of src/app/[locale]/not-found.tsx). Its own document, in both languages.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" className="container" style={{ padding: '64px 16px', textAlign: 'center' }}>
          <h1>We could not find that page</h1>
          {/* A full load of the home page: this document has no shell. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Go to the home page</a>
          <p lang="fr-CA">
            Page introuvable. {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/fr">Aller à l’accueil</a>
          </p>
        </main>
      </body>
    </html>
  );
}
