import 'server-only';

export { getAllArticles, getArticleBySlug, getArticles, getColors, getMedia, getNewArticles, getServiceBySlug, getServices } from './server/reads';
