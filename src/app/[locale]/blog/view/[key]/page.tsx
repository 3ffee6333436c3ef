import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { getArticles } from '@/modules/content/server';
import { BLOG_VIEW, blogHref, blogTitle, type BlogState } from '@/modules/content';
import { ArticleGrid } from '@/modules/content/components';
import { ArticleGridSkeleton } from '@/modules/content/components';
import { BlogPagination } from '@/modules/content/components';
import { TypeFilter } from '@/modules/content/components';
import type { Locale } from '@/shared/i18n/locales';
import { pageMetadata } from '@/shared/seo/metadata';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListNavigationProvider, PendingResults } from '@/shared/ui/ListNavigation';

interface BlogPageProps {
  params: Promise<{ locale: string; key: string }>;
}

/**
 * Every /blog URL (type and page in the query), rewritten here by src/proxy.ts: rendered on its
 * first visit, then served from the cache for 5 minutes or until the articles tag expires.
 */
export const revalidate = 300;

export function generateStaticParams(): { key: string }[] {
  return [{ key: BLOG_VIEW.keyOf({ page: 1 }) }];
}

async function stateOf(params: BlogPageProps['params']): Promise<BlogState> {
  const state = BLOG_VIEW.stateOfKey((await params).key);
  if (!state) notFound();
  return state;
}

const blogTexts = (locale: Locale) => getTranslations({ locale, namespace: 'content.server.blog' });

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const state = await stateOf(params);
  const t = await blogTexts(locale);
  const title = blogTitle(state, (key) => t(`titles.${key}`));
  return pageMetadata({
    title: state.page > 1 ? t('titleWithPage', { title, page: state.page }) : title,
    description: t('description'),
    path: blogHref(state),
    locale,
  });
}

export default async function BlogPage({ params }: BlogPageProps) {
  const locale = await pageLocale(params);
  const state = await stateOf(params);
  const [list, t] = await Promise.all([getArticles({ page: state.page, type: state.type }, { locale }), blogTexts(locale)]);
  const title = blogTitle(state, (key) => t(`titles.${key}`));

  return (
    <ListNavigationProvider>
      <div className="container page">
        <h1>{title}</h1>
        <TypeFilter state={state} />
        <p className="muted" aria-live="polite">
          {t('count', { count: list.dataCount, page: Math.min(state.page, list.pages), pages: list.pages })}
        </p>
        <PendingResults skeleton={<ArticleGridSkeleton />}>
          {list.models.length > 0 ? (
            <>
              <ArticleGrid articles={list.models} label={title} eagerCount={3} headingLevel="h2" />
              <BlogPagination state={state} pages={list.pages} />
            </>
          ) : (
            <EmptyState
              role="status"
              title={state.page > 1 ? t('emptyPage') : t('emptyYet')}
              hint={t('emptyHint')}
              href="/blog"
              linkLabel={t('showAll')}
            />
          )}
        </PendingResults>
      </div>
    </ListNavigationProvider>
  );
}
