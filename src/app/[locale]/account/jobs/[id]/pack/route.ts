import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { packAnswer } from '@/modules/jobs/server';
import { guardPack } from '@/modules/jobs/server';
import { readJob } from '@/modules/jobs/server';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { JOB_ID } from '@/modules/jobs';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { isLocale, type Locale } from '@/shared/i18n/locales';

type Context = { params: Promise<{ locale: string; id: string }> };

async function notFound(locale: Locale): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'jobs.server.pages' });
  return new Response(t('notFound'), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });
}

/**
 * GET /account/jobs/<id>/pack (/fr/… in French): the job pack (docs/jobs.md "Job pack") for the
 * job's owner, its summary in the page's language. Someone else's job, a deleted one and a
 * dashboard without jobs answer 404 upstream, and 404 here. Limited per account and client,
 * capped per instance, stopped when the customer leaves (pack-guard.ts).
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404, headers: { 'cache-control': 'private, no-store' } });
  if (!JOB_ID.test(id)) return notFound(locale);
  const jar = await cookies();
  return guardPack(
    request,
    jar.get(AUTH_COOKIE)?.value,
    async (signal) => {
      const read = await readJob(jar, Number(id), locale);
      if (read.kind === 'signed-out') {
        const back = localePath(`/sign-in?redirect=${encodeURIComponent(localePath(`/account/jobs/${id}`, locale))}`, locale);
        return new Response(null, { status: 303, headers: { location: back, 'cache-control': 'private, no-store' } });
      }
      if (read.kind === 'missing') return notFound(locale);
      return packAnswer(read.data, signal, locale);
    },
    locale,
  );
}
