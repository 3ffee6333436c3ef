'use client';

import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { Problem } from './Problem';

const FILE_NAME = /filename="([^"]+)"/;

type Texts = (key: 'tooMany' | 'gone' | 'failed') => string;

/** What the customer reads when the pack was not given: the server's own words (in the page's language) for a limit or a busy moment. */
async function refusalText(answer: Response, t: Texts): Promise<string> {
  if (answer.status === 429 || answer.status === 503) return (await answer.text()) || t('tooMany');
  if (answer.status === 404) return t('gone');
  return t('failed');
}

/** Hands the downloaded pack to the browser as a file, as the link itself would have. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The job pack's download (docs/jobs.md "Packs within bounds"). Without script it is a plain link. With script the
 * pack is fetched here, so a refusal (too many packs for this customer or client, 429; the shop
 * making many packs at once, 503; both with Retry-After) is said beside the button rather than
 * replacing the page with the server's text.
 */
export function PackDownload({ href }: { href: string }) {
  const t = useTranslations('jobs.client.papers');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, or a saved link, stays the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await fetch(href, { credentials: 'same-origin' });
      // Signed out meanwhile: the pack's route sent the browser to sign in.
      if (answer.redirected && new URL(answer.url).pathname !== new URL(href, window.location.href).pathname) {
        window.location.assign(answer.url);
        return;
      }
      if (!answer.ok) {
        setProblem(await refusalText(answer, t));
        return;
      }
      const name = FILE_NAME.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? 'job-pack.pdf';
      saveFile(await answer.blob(), name);
    } catch {
      setProblem(t('notDownloaded'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <a className="btn btn-primary" href={href} onClick={download} aria-busy={busy}>
          {busy ? t('making') : t('download')}
        </a>
      </p>
      {problem && <Problem message={problem} />}
    </>
  );
}
