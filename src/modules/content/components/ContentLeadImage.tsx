import { StaticImage } from '@/shared/ui/StaticImage';
import styles from './ContentPage.module.css';

/** The picture under an article's or a service's title: the page's LCP element. */
export function ContentLeadImage({ src }: { src: string }) {
  return <StaticImage src={src} alt="" width={880} height={495} preload sizes="(min-width: 920px) 880px, 100vw" className={styles.image} />;
}
