import { api, toForm } from '@/shared/api/client';
import type { MessageAnswer, SessionUserAnswer, User } from '@/modules/accounts/contract';
import type { PaymentHistoryItem } from '@/modules/basket/contract';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import type { ChangePasswordValues, NamesValues } from './profile-schema';

export async function fetchProfile(): Promise<User> {
  const { data } = await api.post<SessionUserAnswer>('/user/user-get');
  return data.user;
}

export async function saveNames({ first_name, last_name }: NamesValues): Promise<User> {
  const { data } = await api.post<SessionUserAnswer>('/user/names', toForm({ first_name: first_name.trim(), last_name: last_name.trim() }));
  return data.user;
}

export async function uploadAvatar(file: File): Promise<User> {
  const { data } = await api.post<SessionUserAnswer>('/user/user-img-upload', toForm({ file }));
  return data.user;
}

/** docs/contract.md §3: entered as current/new/verify, sent as old_password and password. */
export async function changePassword({ current_password, new_password }: ChangePasswordValues): Promise<MessageAnswer> {
  const { data } = await api.post<MessageAnswer>('/user/change-password', toForm({ old_password: current_password, password: new_password }));
  return data;
}

/** The items' titles in the page's language where the dashboard has them (docs/contract.md §12), whatever the browser prefers. */
export async function fetchPayments(locale: Locale): Promise<PaymentHistoryItem[]> {
  const { data } = await api.get<{ data: PaymentHistoryItem[] }>('/basket/payments', { headers: { 'Accept-Language': LANGUAGE_TAG[locale] } });
  return Array.isArray(data.data) ? data.data : [];
}
