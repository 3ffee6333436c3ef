import 'server-only';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, type Locale } from '@/shared/i18n/locales';
import { jobPack, type PackJob } from './pack';

/** "job-pack-miller-kitchen.pdf" ("dossier-de-chantier-….pdf" in French): plain ASCII, so no browser or header reads the name differently. */
export function packFileName(jobName: string, prefix = 'job-pack', fallback = 'job'): string {
  const slug = jobName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${prefix}-${slug || fallback}.pdf`;
}

/** The pack as a download, in the page's language: personal (the site's address), so kept by no cache and sent to no other site. */
export async function packAnswer(job: PackJob, signal?: AbortSignal, locale: Locale = DEFAULT_LOCALE): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'jobs.server.pack' });
  const bytes = await jobPack(job, undefined, signal, locale);
  return new Response(bytes as BufferSource, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${packFileName(job.name, t('fileName'), t('fileNameFallback'))}"`,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
}
