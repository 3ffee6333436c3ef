import { Hono } from 'hono';
import type { MessageAnswer } from '@/modules/accounts/contract';
import { DESCRIPTION_MIN_LENGTH, NAME_MIN_LENGTH } from '@/shared/config/constants';
import type { SandboxEnv } from '../env';
import { invalid, readForm, said, say, text } from '../http';
import { FieldErrors } from '../accounts/fields';

export const SUBSCRIBED = 'Thank you for subscribing!';
export const ALREADY_SUBSCRIBED = 'This email is already subscribed.';
export const REQUEST_SENT = 'Request successfully sent';
export const PHONE_MESSAGE = 'Phone number can contain only numbers and symbols';

/** Newsletter subscription and the request form (service or product). */
export const formRoutes = new Hono<SandboxEnv>();

formRoutes.post('/subscribe', async (c) => {
  const email = text(await readForm(c), 'email').toLowerCase();
  const check = new FieldErrors().email('email', email);
  if (!check.ok) return c.json({ success: false, ...said(c, check.errors.email, check.errors) }, 422);
  const { content } = c.get('db');
  if (content.subscribers.includes(email)) {
    return c.json({ success: false, ...said(c, ALREADY_SUBSCRIBED, { email: ALREADY_SUBSCRIBED }) }, 422);
  }
  content.subscribers.push(email);
  return c.json<MessageAnswer>({ success: true, message: say(c, SUBSCRIBED) });
});

/** `services_id` empty, "null" or missing means a product request. */
const optionalId = (value: string) => (value === '' || value === 'null' || value === 'undefined' ? null : value);

formRoutes.post('/requests', async (c) => {
  const form = await readForm(c);
  const { catalogue, content } = c.get('db');
  const values = {
    first_name: text(form, 'first_name'),
    last_name: text(form, 'last_name'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    description: text(form, 'description'),
  };
  const serviceId = optionalId(text(form, 'services_id'));
  const productId = optionalId(text(form, 'products_id'));
  const check = new FieldErrors()
    .required('first_name', 'First name', values.first_name, NAME_MIN_LENGTH)
    .required('last_name', 'Last name', values.last_name, NAME_MIN_LENGTH)
    .email('email', values.email)
    .required('description', 'Description', values.description, DESCRIPTION_MIN_LENGTH);
  if (values.phone && !/^[\d\s\-+()/]+$/.test(values.phone)) check.add('phone', PHONE_MESSAGE);
  const service = serviceId === null ? null : catalogue.services.find((s) => String(s.id) === serviceId);
  const product = productId === null ? null : catalogue.products.find((p) => String(p.id) === productId);
  if (serviceId !== null && !service) check.add('services_id', 'Please choose one of our services.');
  if (serviceId === null && productId === null) check.add('services_id', 'Service is required');
  if (serviceId === null && productId !== null && !product) check.add('products_id', 'This product is not available.');
  if (!check.ok) return invalid(c, check.errors);

  content.requests.push({
    id: content.requests.length + 1,
    ...values,
    services_id: service?.id ?? null,
    products_id: product?.id ?? null,
    user_id: c.get('identity').user?.id ?? null,
    created_at: new Date().toISOString(),
  });
  return c.json<MessageAnswer>({ success: true, message: say(c, REQUEST_SENT) });
});
