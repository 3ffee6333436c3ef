import { Hono } from 'hono';
import type { Review } from '@/modules/catalogue/contract';
import type { SandboxEnv } from '../env';
import { files, invalid, readForm, text } from '../http';
import { requireUser } from '../identity';
import { FieldErrors } from '../accounts/fields';
import { type CheckedImage, readImage, storeImage, uploadBodyLimit } from '../content/uploads';
import { refreshRating } from './products';

export const MAX_REVIEW_IMAGES = 10;
const MAX_TITLE = 120;
const MAX_MESSAGE = 2000;

const validStars = (stars: number) => Number.isFinite(stars) && stars >= 0.5 && stars <= 5 && Number.isInteger(stars * 2);

/** POST /reviews/create: a signed-in customer reviews a product, with photos (`img_path[]`). */
export const reviewRoutes = new Hono<SandboxEnv>();

reviewRoutes.post('/reviews/create', requireUser, uploadBodyLimit(MAX_REVIEW_IMAGES, 'img_path'), async (c) => {
  const form = await readForm(c);
  const { catalogue } = c.get('db');
  const product = catalogue.products.find((p) => String(p.id) === text(form, 'products_id'));
  const starsRaw = text(form, 'stars');
  const title = text(form, 'title');
  const message = text(form, 'message');
  const check = new FieldErrors().required('stars', 'Stars', starsRaw).required('title', 'Title', title).required('message', 'Message', message);
  if (!product) check.add('products_id', 'This product is not available.');
  if (starsRaw && !validStars(Number(starsRaw))) check.add('stars', 'Stars must be between 0.5 and 5 in half steps');
  if (title.length > MAX_TITLE) check.add('title', `Title must be at most ${MAX_TITLE} characters`);
  if (message.length > MAX_MESSAGE) check.add('message', `Message must be at most ${MAX_MESSAGE} characters`);

  const uploads = files(form, 'img_path');
  if (uploads.length > MAX_REVIEW_IMAGES) check.add('img_path', `You can upload at most ${MAX_REVIEW_IMAGES} images.`);
  const images: CheckedImage[] = [];
  for (const file of uploads.slice(0, MAX_REVIEW_IMAGES)) {
    const image = await readImage(file, c.get('options').uploadTypes);
    if (typeof image === 'string') check.add('img_path', `${file.name || 'Image'}: ${image}`);
    else images.push(image);
  }
  if (!check.ok || !product) return invalid(c, check.errors);

  const user = c.get('identity').user!;
  const review: Review = {
    id: catalogue.nextReviewId++,
    products_id: product.id,
    stars: Number(starsRaw),
    title,
    message,
    img_path: images.map((image) => storeImage(c.get('db'), 'reviews', `review-${product.id}`, image)),
    author: `${user.first_name} ${user.last_name.charAt(0)}.`,
    created_at: new Date().toISOString(),
  };
  product.reviews.unshift(review);
  refreshRating(product);
  return c.json({ reviews: product.reviews });
});
