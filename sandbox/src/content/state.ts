import type { Article } from '@/modules/catalogue/contract';
import { ARTICLE_SEEDS, articleBody, articleImagePath } from './seed-articles';

export interface StoredUpload {
  type: string;
  body: Uint8Array;
}

export interface ServiceRequestRecord {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  services_id: number | null;
  products_id: number | null;
  description: string;
  user_id: number | null;
  created_at: string;
}

export interface ContentState {
  articles: Article[];
  /** Newsletter e-mails, lower-case. */
  subscribers: string[];
  requests: ServiceRequestRecord[];
  /** Files customers uploaded (review photos, profile pictures), by their /uploads/... path. */
  uploads: Map<string, StoredUpload>;
}

export function createContentState(): ContentState {
  const articles = ARTICLE_SEEDS.map((seed, index): Article => ({
    id: index + 1,
    slug: seed.slug,
    title: seed.title,
    type: seed.type,
    img: articleImagePath(seed.slug),
    excerpt: seed.excerpt,
    body: articleBody(seed),
    published_at: seed.published_at,
  }));
  return { articles, subscribers: [], requests: [], uploads: new Map() };
}
