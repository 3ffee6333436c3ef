import { render } from '../render';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Product, Review } from '@/modules/catalogue/contract';
import type { User } from '@/modules/accounts/contract';
import type { Locale } from '@/shared/i18n/locales';
import { makeStore } from '@/shared/store/store';

export const CUSTOMER: User = { id: 1, first_name: 'Dana', last_name: 'Customer', email: 'customer@example.com', img: null };

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    products_id: 7,
    stars: 4.5,
    title: 'Cured in seconds',
    message: 'Two coats on white oak,\nwalkable the same afternoon.',
    img_path: [],
    author: 'Marta K.',
    created_at: '2025-03-14T10:00:00Z',
    ...overrides,
  };
}

export function product(reviews: Review[], overrides: Partial<Product> = {}): Product {
  const rating = reviews.length ? reviews.reduce((sum, r) => sum + r.stars, 0) / reviews.length : 0;
  return {
    id: 7,
    slug: 'nordwood hardwax oil',
    title: 'Nordwood LED Hardwax Oil',
    img: '/uploads/img/products/nordwood.jpg',
    categories: [],
    color: [],
    price_type_data: [],
    price_from: 90,
    rating: Math.round(rating * 10) / 10,
    reviews_count: reviews.length,
    created_at: '2024-05-01T00:00:00Z',
    description: '',
    short_description: '',
    images: [],
    technical_data: [],
    services_pdf: [],
    request_kind: null,
    reviews,
    ...overrides,
  };
}

/** Renders inside a fresh store, signed in or not, in English or `locale`; returns the store to read what was dispatched. */
export function renderWithStore(ui: ReactNode, { signedIn = false, locale = 'en' as Locale } = {}) {
  const store = makeStore(signedIn ? { auth: { user: CUSTOMER, status: 'signedIn' } } : { auth: { user: null, status: 'signedOut' } });
  return { store, ...render(<Provider store={store}>{ui}</Provider>, { locale }) };
}
