import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { removeLine } from '@/modules/basket/api';
import { SANDBOX_ORIGIN, sandbox, server } from '../msw/server';

/** docs/i18n.md: a French page's basket calls reach the dashboard with `Accept-Language: fr-CA`, an English page's with none. */

const languageSeen = async () => {
  let seen: string | null | undefined;
  server.use(
    http.post(`${SANDBOX_ORIGIN}/api/basket/delete`, ({ request }) => {
      seen = request.headers.get('accept-language');
      return sandbox.app.fetch(request);
    }),
  );
  await removeLine(1, 'basket-language-test').catch(() => undefined);
  return seen;
};

afterEach(() => {
  document.documentElement.lang = '';
});

describe('the basket calls’ language', () => {
  it('forwards fr-CA to the dashboard from a French page', async () => {
    document.documentElement.lang = 'fr-CA';
    expect(await languageSeen()).toBe('fr-CA');
  });

  it('sends no Accept-Language from an English page', async () => {
    document.documentElement.lang = 'en-US';
    expect(await languageSeen()).toBeNull();
  });
});
