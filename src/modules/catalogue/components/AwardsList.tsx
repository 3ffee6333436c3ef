import { StaticImage } from '@/shared/ui/StaticImage';
import { AWARD_IMAGE, AWARDS, type AwardItem } from '@/modules/catalogue/static-content';
import styles from './AwardsList.module.css';

/** The eleven award and press items (docs/contract.md §1/§3), each opening its article in a new tab. */
export function AwardsList({ awards = AWARDS }: { awards?: AwardItem[] }) {
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
            <span className={styles.title}>{award.title}</span>
            <span className={styles.year}>{award.year}</span>
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
