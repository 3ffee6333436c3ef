import { useLocale, useTranslations } from 'next-intl';
import type { SharedJobLine } from '@/modules/jobs/contract';
import { contentLang, sharedWordsLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';

type LineNames = Pick<SharedJobLine, 'sold' | 'slug' | 'product_title' | 'tag_name' | 'type_name' | 'colors' | 'locale'>;

/** The head cells of a job's lines as the owner's page and the crew's page both show them. */
export function LineHeadCells() {
  const t = useTranslations('jobs.client.lines');
  return (
    <>
      <th scope="col">{t('product')}</th>
      <th scope="col">{t('sheenType')}</th>
      <th scope="col">{t('colours')}</th>
    </>
  );
}

/**
 * A line's product, sheen and type, and colours: the dashboard's names, marked `lang="en"` on a
 * French page when the dashboard had no French for them (docs/i18n.md "The dashboard's French").
 */
export function LineCells({ line }: { line: LineNames }) {
  const t = useTranslations('jobs.client.lines');
  const locale = useLocale();
  const lang = contentLang(line, locale);
  const wordsLang = sharedWordsLang(line, locale);
  return (
    <>
      <th scope="row" data-label={t('product')}>
        {/* docs/contract.md §10: a line whose product left the catalogue stays, named as buy again names it. */}
        {line.sold ? (
          <Link href={`/product/${line.slug}`} lang={lang}>
            {line.product_title}
          </Link>
        ) : (
          t('noLongerSold', { product: line.product_title })
        )}
      </th>
      <td data-label={t('sheenType')} lang={wordsLang}>
        {line.tag_name}, {line.type_name}
      </td>
      <td data-label={t('colours')} lang={wordsLang}>
        {line.colors.length > 0 ? line.colors.map((colour) => colour.name).join(', ') : '—'}
      </td>
    </>
  );
}
