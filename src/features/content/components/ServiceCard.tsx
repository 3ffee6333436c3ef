import { StaticImage } from '@/shared/ui/StaticImage';
import Link from 'next/link';
import type { Service } from '@/shared/contract/catalogue';
import { serviceHref } from '@/shared/config/page-paths';
import { ARTICLE_CARD_SIZES } from './ArticleCard';
import styles from './ArticleCard.module.css';

/** A service in the list: picture, name and what it is; the card opens the service. */
export function ServiceCard({
  service,
  eager = false,
  headingLevel: Heading = 'h2',
}: {
  service: Service;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <StaticImage src={service.img} alt="" fill sizes={ARTICLE_CARD_SIZES} className={styles.image} loading={eager ? 'eager' : 'lazy'} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={serviceHref(service.slug)} className="card-link">
            {service.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{service.short_description}</p>
      </div>
    </article>
  );
}
