import { useLocale, useTranslations } from 'next-intl';
import { StaticImage } from '@/shared/ui/StaticImage';
import { AWARD_IMAGE, AWARDS, type AwardItem } from '@/modules/catalogue/static-content';
import styles from './AwardsList.module.css';

/** The eleven award and press items (docs/contract.md §1/§3), each opening its article in a new tab. */
export function AwardsList({ awards = AWARDS }: { awards?: AwardItem[] }) {
  const t = useTranslations('catalogue.client.awards');
  // The awards keep the names their juries and publishers gave them, in English.
  const titleLang = useLocale() === 'en' ? undefined : 'en';
  return (
    <ul className={`card-grid ${styles.list}`}>
      {awards.map((award) => (
        <li key={award.img}>
          <a href={award.link} target="_blank" rel="noopener noreferrer" className={styles.card}>
            <StaticImage
              src={award.img}
              alt=""
              width={AWARD_IMAGE.width}
              height={AWARD_IMAGE.height}
              sizes="(min-width: 1200px) 160px, (min-width: 992px) 220px, (min-width: 576px) 30vw, 45vw"
              className={styles.image}
            />
            <span className={styles.title} lang={titleLang}>
              {award.title}
            </span>
            <span className={styles.year}>{award.year}</span>
            <span className="visually-hidden">{t('newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
