import { api, toForm } from '@/shared/api/client';
import type { Service } from '@/modules/catalogue/contract';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import type { RequestValues } from './schema';

/** docs/contract.md §3 Request, sent as a form to POST /requests. services_id is null for a product. */
export interface RequestPayload {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  description: string;
  services_id: number | null;
  products_id: number | null;
}

export function toRequestPayload(values: RequestValues, productId?: number): RequestPayload {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone,
    email: values.email.trim(),
    description: values.description.trim(),
    services_id: values.services_id ? Number(values.services_id) : null,
    products_id: productId ?? null,
  };
}

export async function sendRequest(payload: RequestPayload): Promise<void> {
  await api.post('/requests', toForm({ ...payload }));
}

/** The service list for a service request's select (docs/contract.md §3 Services list: id and title), in the page's language where the dashboard has it (§12). */
export async function fetchServices(locale: Locale): Promise<Pick<Service, 'id' | 'title'>[]> {
  const { data } = await api.get<{ data: Service[] }>('/services', { headers: { 'Accept-Language': LANGUAGE_TAG[locale] } });
  return data.data.map(({ id, title }) => ({ id, title }));
}
