import { api, toForm } from '@/shared/api/client';

export interface SubscribeAnswer {
  success: boolean;
  message: string;
}

/** POST /subscribe (docs/contract.md §7) through the storefront's door; a refusal arrives as an ApiError. */
export async function subscribe(email: string): Promise<SubscribeAnswer> {
  const { data } = await api.post<SubscribeAnswer>('/subscribe', toForm({ email: email.trim() }));
  return data;
}
