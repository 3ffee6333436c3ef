import type { Metadata } from 'next';
import { getServices } from '@/modules/content/server';
import { ServiceCard } from '@/modules/content/components';
import gridStyles from '@/modules/content/components/ArticleGrid.module.css';
import { pageMetadata } from '@/shared/seo/metadata';
import { EmptyState } from '@/shared/ui/EmptyState';

export const metadata: Metadata = pageMetadata({
  title: 'Services',
  description: 'Sanding and LED oil finishing, curing machine rental, contractor certification, custom colour matching and commercial maintenance.',
  path: '/services',
});

export default async function ServicesPage() {
  const services = await getServices();
  return (
    <div className="container page">
      <h1>Services</h1>
      <p className="muted">From a one-day refinish to training your crew: what we do beside the products.</p>
      {services.length > 0 ? (
        <ul className={`card-grid ${gridStyles.grid}`} aria-label="Services">
          {services.map((service, index) => (
            <li key={service.id}>
              <ServiceCard service={service} eager={index < 3} highPriority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          titleAs="h2"
          title="No services are listed right now."
          hint="Call or e-mail us and we will find a way to help with your floor."
          href="/products"
          linkLabel="Browse products"
        />
      )}
    </div>
  );
}
