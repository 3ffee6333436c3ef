import { StaticImage } from '@/shared/ui/StaticImage';
import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';
import { CATEGORIES, type CategoryTile } from '@/modules/catalogue/static-content';
import styles from './CategoryTiles.module.css';

/** The three product lines (docs/contract.md §1), each linking to its filtered product list. */
export function CategoryTiles({ categories = CATEGORIES }: { categories?: CategoryTile[] }) {
  const t = useTranslations('catalogue.client');
  return (
    <ul className={`card-grid ${styles.tiles}`}>
      {categories.map((category) => (
        <li key={category.value}>
          <Link href={category.href} className={styles.tile}>
            <span className={styles.media}>
              <StaticImage
                src={category.img}
                alt=""
                fill
                sizes="(min-width: 1200px) 384px, (min-width: 768px) 32vw, 100vw"
                className={styles.image}
              />
            </span>
            <span className={styles.title}>{t(`categories.${category.key}`)}</span>
            <span className={styles.cta} aria-hidden="true">
              {t('tiles.shopNow')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
