import { StaticImage } from '@/shared/ui/StaticImage';
import { useLocale } from 'next-intl';
import { contentLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';
import type { HomeData } from '@/modules/catalogue/contract';
import styles from './Hero.module.css';

/** The home page's opening banner; its picture is the page's LCP element, so it loads first. */
export function Hero({ hero }: { hero: HomeData['hero'] }) {
  // The dashboard's words: marked when it had none in the page's language (docs/i18n.md).
  const lang = contentLang(hero, useLocale());
  return (
    <section className={styles.hero} aria-labelledby="hero-title" lang={lang}>
      <StaticImage
        src={hero.img}
        alt=""
        fill
        sizes="100vw"
        preload
        className={styles.image}
      />
      <div className={`container ${styles.content}`}>
        <h1 id="hero-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <Link href={hero.cta_href} className={`btn btn-primary ${styles.cta}`}>
          {hero.cta_label}
        </Link>
      </div>
    </section>
  );
}
