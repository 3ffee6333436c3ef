import { api, toForm } from '@/shared/api/client';
import type { SessionUserAnswer, User } from '@/shared/contract/account';
import type { SignInValues } from './schema';

/** POST /user/login as a form (SPEC §7). The door keeps the auth key and answers the profile. */
export async function signIn({ email, password, rememberMe }: SignInValues): Promise<User> {
  const { data } = await api.post<SessionUserAnswer>('/user/login', toForm({ email: email.trim(), password, rememberMe }));
  return data.user;
}

/** POST /user/logout with the user's id; the door clears its cookies whatever upstream says. */
export async function signOut(id: number): Promise<void> {
  await api.post('/user/logout', toForm({ id }));
}
