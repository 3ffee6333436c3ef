import { POROSITY_LABELS } from '@/modules/catalogue';
import type { SharedJob } from '@/modules/jobs/contract';
import { formatDate } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import { areaText } from '../format';
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

/** What a crew link shows without an account: the site, the products and their papers, read only. */
export function SharedJobView({ job, packHref }: SharedJobViewProps) {
  const sheets = job.lines.filter((line) => line.sold).flatMap((line) => line.technical_data.map((item) => ({ ...item, product: line.product_title })));
  const uniqueSheets = sheets.filter((sheet, index) => sheets.findIndex((other) => other.path === sheet.path) === index);
  return (
    <div className={styles.sections}>
      <header className={styles.head}>
        <div>
          <p className="muted">A job shared with the crew · read only</p>
          <h1 className={styles.title}>{job.name}</h1>
          <p className={styles.meta}>
            <JobStatusTag status={job.status} /> <span>{areaText(job)}</span>
            {job.coats !== null && <span>{job.coats === 1 ? '1 coat' : `${job.coats} coats`}</span>}
            {job.porosity !== null && <span>{POROSITY_LABELS[job.porosity]}</span>}
          </p>
        </div>
      </header>
      <section className={styles.card} aria-labelledby="shared-site-title">
        <h2 id="shared-site-title">Site</h2>
        {job.site ? (
          <SiteAddress site={job.site} />
        ) : (
          <p>No site given yet.</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="shared-products-title">
        <h2 id="shared-products-title">Products</h2>
        {job.lines.length === 0 ? (
          <p>No products in this job yet.</p>
        ) : (
          <table className={`${styles.table} ${stacked.stacked}`}>
            <caption className="visually-hidden">Products for this job</caption>
            <thead>
              <tr>
                <LineHeadCells />
                <th scope="col" className={stacked.number}>Qty</th>
              </tr>
            </thead>
            <tbody>
              {job.lines.map((line) => (
                <tr key={`${line.products_id}-${line.tag_name}-${line.type_name}-${line.colors.map((c) => c.id).join('.')}`}>
                  <LineCells line={line} />
                  <td data-label="Qty" className={stacked.number}>
                    {line.count}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.card} aria-labelledby="shared-papers-title">
        <h2 id="shared-papers-title">Site papers</h2>
        <p>One PDF for the site binder: the job, its site and products, then every data and safety sheet of its products.</p>
        <PackDownload href={packHref} />
        {uniqueSheets.length > 0 && (
          <ul className={styles.cardList}>
            {uniqueSheets.map((sheet) => (
              <li key={sheet.path}>
                <a href={sheet.path} download>
                  {sheet.product}: {sheet.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="muted">This link works until {formatDate(job.expires_at)}, unless the job’s owner revokes it sooner.</p>
    </div>
  );
}
