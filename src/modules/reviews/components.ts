export { ProductReviews } from './components/ProductReviews';
