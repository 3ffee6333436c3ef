import type { Metadata } from 'next';
import Link from 'next/link';
import { getServices } from '@/modules/content/server';
import { RichText } from '@/modules/content/components';
import { sanitizeHtml } from '@/server/security/sanitize';
import { ServiceActions } from '@/modules/content/components';
import { serviceHref } from '@/shared/config/page-paths';
import { pageMetadata } from '@/shared/seo/metadata';
import { ContentLeadImage } from '@/modules/content/components';
import styles from '@/modules/content/components/ContentPage.module.css';
import { loadService } from './load-service';

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateStaticParams() {
  const services = await getServices();
  return services.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = await loadService((await params).slug);
  return pageMetadata({ title: service.title, description: service.short_description, path: serviceHref(service.slug), image: service.img });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = await loadService((await params).slug);
  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link href="/services">Services</Link> › {service.title}
      </nav>
      <article className={styles.article}>
        <h1 className={styles.title}>{service.title}</h1>
        <p className={styles.lead}>{service.short_description}</p>
        <ServiceActions id={service.id} title={service.title} pdfs={service.pdfs} technical_data={service.technical_data} />
        <ContentLeadImage src={service.img} />
        <RichText html={sanitizeHtml(service.description)} />
      </article>
    </div>
  );
}
