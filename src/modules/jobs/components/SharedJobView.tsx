import { useTranslations } from 'next-intl';
import type { SharedJob } from '@/modules/jobs/contract';
import { contentLang } from '@/shared/i18n/content-language';
import { formatDate } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import { useJobWords } from '../use-job-texts';
import { LineCells, LineHeadCells } from './JobLineCells';
import { PackDownload } from './PackDownload';
import { JobStatusTag } from './JobStatusTag';
import { SiteAddress } from './SiteAddress';
import styles from './jobs.module.css';

interface SharedJobViewProps {
  job: SharedJob;
  /** Where the pack of this link downloads from. */
  packHref: string;
}

/**
 * What a crew link shows without an account: the site, the products and their papers, read only.
 * A server component: its texts are the `server` group's. On a French page, a sheet the dashboard
 * has only in English is named so, and English names are marked `lang="en"`.
 */
export function SharedJobView({ job, packHref }: SharedJobViewProps) {
  const t = useTranslations('jobs.server.shared');
  const lines = useTranslations('jobs.client.lines');
  const words = useJobWords();
  const { locale } = words;
  const sheets = job.lines
    .filter((line) => line.sold)
    .flatMap((line) => line.technical_data.map((item) => ({ ...item, product: line.product_title, productLang: contentLang(line, locale), lang: contentLang(item, locale) })));
  const uniqueSheets = sheets.filter((sheet, index) => sheets.findIndex((other) => other.path === sheet.path) === index);
  return (
    <div className={styles.sections}>
      <header className={styles.head}>
        <div>
          <p className="muted">{t('kicker')}</p>
          <h1 className={styles.title}>{job.name}</h1>
          <p className={styles.meta}>
            <JobStatusTag status={job.status} /> <span>{words.area(job)}</span>
            {job.coats !== null && <span>{words.coats(job.coats)}</span>}
            {job.porosity !== null && <span>{words.porosity(job.porosity)}</span>}
          </p>
        </div>
      </header>
      <section className={styles.card} aria-labelledby="shared-site-title">
        <h2 id="shared-site-title">{t('site')}</h2>
        {job.site ? (
          <SiteAddress site={job.site} />
        ) : (
          <p>{t('noSite')}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="shared-products-title">
        <h2 id="shared-products-title">{t('products')}</h2>
        {job.lines.length === 0 ? (
          <p>{t('noProducts')}</p>
        ) : (
          <table className={`${styles.table} ${stacked.stacked}`}>
            <caption className="visually-hidden">{lines('caption')}</caption>
            <thead>
              <tr>
                <LineHeadCells />
                <th scope="col" className={stacked.number}>{lines('qty')}</th>
              </tr>
            </thead>
            <tbody>
              {job.lines.map((line) => (
                <tr key={`${line.products_id}-${line.tag_name}-${line.type_name}-${line.colors.map((c) => c.id).join('.')}`}>
                  <LineCells line={line} />
                  <td data-label={lines('qty')} className={stacked.number}>
                    {line.count}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.card} aria-labelledby="shared-papers-title">
        <h2 id="shared-papers-title">{t('papers')}</h2>
        <p>{t('papersLead')}</p>
        <PackDownload href={packHref} />
        {uniqueSheets.length > 0 && (
          <ul className={styles.cardList}>
            {uniqueSheets.map((sheet) => (
              <li key={sheet.path}>
                <a href={sheet.path} download hrefLang={sheet.lang}>
                  {t.rich(sheet.lang === 'en' ? 'sheetInEnglish' : 'sheet', {
                    product: sheet.product,
                    title: sheet.title,
                    sheet: (chunks) => <span lang={sheet.lang}>{chunks}</span>,
                  })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="muted">{t('worksUntil', { date: formatDate(job.expires_at, locale) })}</p>
    </div>
  );
}
