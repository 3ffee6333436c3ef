import type { Metadata } from 'next';
import Link from 'next/link';
import { getAllArticles, getArticles } from '@/modules/content/server';
import { blogHref, typeLabel } from '@/modules/content';
import { ArticleGrid } from '@/modules/content/components';
import { RichText } from '@/modules/content/components';
import { sanitizeHtml } from '@/server/security/sanitize';
import { pageMetadata } from '@/shared/seo/metadata';
import { formatDate } from '@/shared/ui/format';
import { loadArticle } from './load-article';
import { ContentLeadImage } from '@/modules/content/components';
import styles from '@/modules/content/components/ContentPage.module.css';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

const RELATED_COUNT = 3;

export async function generateStaticParams() {
  const articles = await getAllArticles();
  return articles.map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = await loadArticle((await params).slug);
  return pageMetadata({ title: article.title, description: article.excerpt, path: `/blog/${article.slug}`, image: article.img, type: 'article' });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = await loadArticle((await params).slug);
  // Same-type articles first (related), newest first, without the one being read.
  const sameType = await getArticles({ type: article.type, page: 1 });
  const related = sameType.models.filter((a) => a.id !== article.id).slice(0, RELATED_COUNT);

  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link href="/blog">Blog</Link> › <Link href={blogHref({ type: article.type, page: 1 })}>{typeLabel(article.type)}</Link>
      </nav>
      <article className={styles.article}>
        <h1 className={styles.title}>{article.title}</h1>
        <p className="muted">
          {typeLabel(article.type)} · <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
        </p>
        <ContentLeadImage src={article.img} />
        <p className={styles.lead}>{article.excerpt}</p>
        <RichText html={sanitizeHtml(article.body)} />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title">More {typeLabel(article.type).toLowerCase()} articles</h2>
          <ArticleGrid articles={related} />
        </section>
      )}
    </div>
  );
}
