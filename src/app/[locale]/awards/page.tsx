import type { Metadata } from 'next';
import { AwardsList } from '@/modules/catalogue/components';
import { getMedia } from '@/modules/content/server';
import { MediaGallery } from '@/modules/content/components';
import { pageMetadata } from '@/shared/seo/metadata';
import styles from '@/app/[locale]/home.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Awards and press',
  description: 'Awards, press features and finished projects of our LED-cured hardwax oils and curing lights.',
  path: '/awards',
});

export default async function AwardsPage() {
  const media = await getMedia();
  return (
    <div className="container page">
      <h1>Awards and press</h1>
      <p className="muted">What the trade press and juries have said about LED-cured finishing. Each item opens the article on its publisher’s site.</p>
      <AwardsList />
      {media.length > 0 && (
        <section className={styles.section} aria-labelledby="media-title">
          <h2 id="media-title">Projects in pictures</h2>
          <MediaGallery items={media} />
        </section>
      )}
    </div>
  );
}
