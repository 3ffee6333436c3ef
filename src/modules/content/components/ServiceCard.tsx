import { useLocale } from 'next-intl';
import type { Service } from '@/modules/catalogue/contract';
import { contentLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';
import { Card, CardText } from '@/shared/ui/Card';
import { serviceHref } from '@/shared/config/page-paths';
import type { Localised } from '../localised';
import { ARTICLE_CARD_SIZES } from './ArticleCard';

/** A service in the list: picture, name and what it is; the card opens the service. */
interface ServiceCardProps {
  service: Localised<Service>;
  eager?: boolean;
  /** The list's likely LCP picture (Card's `highPriority`). */
  highPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ServiceCard({ service, eager = false, highPriority = false, headingLevel = 'h2' }: ServiceCardProps) {
  // The dashboard's text in English on a French page says so (docs/i18n.md).
  const lang = contentLang(service, useLocale());
  return (
    <Card
      img={service.img}
      sizes={ARTICLE_CARD_SIZES}
      eager={eager}
      highPriority={highPriority}
      headingLevel={headingLevel}
      title={
        <Link href={serviceHref(service.slug)} className="card-link" lang={lang}>
          {service.title}
        </Link>
      }
    >
      <CardText>
        <span lang={lang}>{service.short_description}</span>
      </CardText>
    </Card>
  );
}
