import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { getServices } from '@/modules/content/server';
import { RichText } from '@/modules/content/components';
import { sanitizeHtml } from '@/server/security/sanitize';
import { ServiceActions } from '@/modules/content/components';
import { serviceHref } from '@/shared/config/page-paths';
import { contentLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';
import { pageMetadata } from '@/shared/seo/metadata';
import { ContentLeadImage } from '@/modules/content/components';
import styles from '@/modules/content/components/ContentPage.module.css';
import { loadService } from './load-service';

interface ServicePageProps {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateStaticParams() {
  const services = await getServices();
  return services.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const service = await loadService((await params).slug, locale);
  return pageMetadata({ title: service.title, description: service.short_description, path: serviceHref(service.slug), image: service.img, locale });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const locale = await pageLocale(params);
  const [service, t] = await Promise.all([loadService((await params).slug, locale), getTranslations({ locale, namespace: 'content.server.service' })]);
  // The dashboard's text in English on a French page says so (docs/i18n.md).
  const lang = contentLang(service, locale);
  return (
    <div className="container page">
      <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
        <Link href="/services">{t('services')}</Link> › <span lang={lang}>{service.title}</span>
      </nav>
      <article className={styles.article}>
        <h1 className={styles.title} lang={lang}>
          {service.title}
        </h1>
        <p className={styles.lead} lang={lang}>
          {service.short_description}
        </p>
        <ServiceActions id={service.id} title={service.title} pdfs={service.pdfs} technical_data={service.technical_data} />
        <ContentLeadImage src={service.img} />
        <div lang={lang}>
          <RichText html={sanitizeHtml(service.description)} />
        </div>
      </article>
    </div>
  );
}
