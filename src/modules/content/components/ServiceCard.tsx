import Link from 'next/link';
import type { Service } from '@/modules/catalogue/contract';
import { Card, CardText } from '@/shared/ui/Card';
import { serviceHref } from '@/shared/config/page-paths';
import { ARTICLE_CARD_SIZES } from './ArticleCard';

/** A service in the list: picture, name and what it is; the card opens the service. */
interface ServiceCardProps {
  service: Service;
  eager?: boolean;
  /** The list's likely LCP picture (Card's `highPriority`). */
  highPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ServiceCard({ service, eager = false, highPriority = false, headingLevel = 'h2' }: ServiceCardProps) {
  return (
    <Card
      img={service.img}
      sizes={ARTICLE_CARD_SIZES}
      eager={eager}
      highPriority={highPriority}
      headingLevel={headingLevel}
      title={
        <Link href={serviceHref(service.slug)} className="card-link">
          {service.title}
        </Link>
      }
    >
      <CardText>{service.short_description}</CardText>
    </Card>
  );
}
