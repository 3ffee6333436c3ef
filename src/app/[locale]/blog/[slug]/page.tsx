import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { getAllArticles, getArticles } from '@/modules/content/server';
import { blogHref } from '@/modules/content';
import { ArticleGrid } from '@/modules/content/components';
import { RichText } from '@/modules/content/components';
import { sanitizeHtml } from '@/server/security/sanitize';
import { contentLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';
import { pageMetadata } from '@/shared/seo/metadata';
import { formatDate } from '@/shared/ui/format';
import { loadArticle } from './load-article';
import { ContentLeadImage } from '@/modules/content/components';
import styles from '@/modules/content/components/ContentPage.module.css';

interface ArticlePageProps {
  params: Promise<{ locale: string; slug: string }>;
}

const RELATED_COUNT = 3;

export async function generateStaticParams() {
  const articles = await getAllArticles();
  return articles.map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const article = await loadArticle((await params).slug, locale);
  return pageMetadata({ title: article.title, description: article.excerpt, path: `/blog/${article.slug}`, image: article.img, type: 'article', locale });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const locale = await pageLocale(params);
  const article = await loadArticle((await params).slug, locale);
  // Same-type articles first (related), newest first, without the one being read.
  const [sameType, t, types] = await Promise.all([
    getArticles({ type: article.type, page: 1 }, { locale }),
    getTranslations({ locale, namespace: 'content.server.article' }),
    getTranslations({ locale, namespace: 'content.client.blog.types' }),
  ]);
  const related = sameType.models.filter((a) => a.id !== article.id).slice(0, RELATED_COUNT);
  // The dashboard's text in English on a French page says so (docs/i18n.md).
  const lang = contentLang(article, locale);

  return (
    <div className="container page">
      <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
        <Link href="/blog">{t('blog')}</Link> › <Link href={blogHref({ type: article.type, page: 1 })}>{types(article.type)}</Link>
      </nav>
      <article className={styles.article}>
        <h1 className={styles.title} lang={lang}>
          {article.title}
        </h1>
        <p className="muted">
          {types(article.type)} · <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
        </p>
        <ContentLeadImage src={article.img} />
        <div lang={lang}>
          <p className={styles.lead}>{article.excerpt}</p>
          <RichText html={sanitizeHtml(article.body)} />
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title">{t('related', { type: article.type })}</h2>
          <ArticleGrid articles={related} />
        </section>
      )}
    </div>
  );
}
