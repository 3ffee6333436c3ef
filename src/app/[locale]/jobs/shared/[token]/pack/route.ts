import { getTranslations } from 'next-intl/server';
import { readCrewJob } from '@/modules/jobs/server';
import { packAnswer } from '@/modules/jobs/server';
import { guardPack, tooManyAnswer } from '@/modules/jobs/server';
import { isLocale } from '@/shared/i18n/locales';

type Context = { params: Promise<{ locale: string; token: string }> };

const HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };

/**
 * GET /jobs/shared/<token>/pack (/fr/… in French): the job pack by a crew link, with no account,
 * its summary in the link's language; a dead link is 404. Limited per client, capped per
 * instance, stopped when the customer leaves (pack-guard.ts).
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale, token } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404, headers: HEADERS });
  return guardPack(
    request,
    undefined,
    async (signal) => {
      const read = await readCrewJob(token, request.headers, locale);
      if (read.kind === 'limited') return tooManyAnswer(read.refusal, locale);
      if (read.kind === 'missing') {
        const t = await getTranslations({ locale, namespace: 'jobs.server.pages' });
        return new Response(t('notFound'), { status: 404, headers: HEADERS });
      }
      return packAnswer(read.data, signal, locale);
    },
    locale,
  );
}
