import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticles } from '@/modules/content/server';
import { BLOG_VIEW, blogHref, blogTitle, type BlogState } from '@/modules/content';
import { ArticleGrid } from '@/modules/content/components';
import { ArticleGridSkeleton } from '@/modules/content/components';
import { BlogPagination } from '@/modules/content/components';
import { TypeFilter } from '@/modules/content/components';
import { pageMetadata } from '@/shared/seo/metadata';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListNavigationProvider, PendingResults } from '@/shared/ui/ListNavigation';

interface BlogPageProps {
  params: Promise<{ key: string }>;
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

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  const state = await stateOf(params);
  const title = blogTitle(state);
  return pageMetadata({
    title: state.page > 1 ? `${title} — page ${state.page}` : title,
    description: 'News, application guides and finished projects with LED-cured hardwax oils, stains and curing lights.',
    path: blogHref(state),
  });
}

export default async function BlogPage({ params }: BlogPageProps) {
  const state = await stateOf(params);
  const list = await getArticles({ page: state.page, type: state.type });
  const title = blogTitle(state);

  return (
    <ListNavigationProvider>
      <div className="container page">
        <h1>{title}</h1>
        <TypeFilter state={state} />
        <p className="muted" aria-live="polite">
          {list.dataCount === 1 ? '1 article' : `${list.dataCount} articles`}
          {list.pages > 1 && ` · page ${Math.min(state.page, list.pages)} of ${list.pages}`}
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
              title={state.page > 1 ? 'No articles on this page.' : 'No articles here yet.'}
              hint="New guides and projects appear here as we publish them."
              href="/blog"
              linkLabel="Show all articles"
            />
          )}
        </PendingResults>
      </div>
    </ListNavigationProvider>
  );
}
