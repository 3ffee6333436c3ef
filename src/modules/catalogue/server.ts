import 'server-only';

export { getAllProducts, getHome, getProductBySlug, getProducts } from './server/reads';
