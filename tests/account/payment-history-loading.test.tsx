import { screen } from '../render';
import { describe, expect, it } from 'vitest';
import { PaymentHistory } from '@/modules/accounts/components/PaymentHistory';
import { sandbox } from '../msw/server';
import { renderWithStore, SERVER_WAIT, signedInStore } from '../auth/harness';

describe('payment history while it loads', () => {
  // axe's empty-heading: antd's skeleton draws its title bar as an empty <h3>, which a screen
  // reader lists among the account page's headings.
  it('shows no empty heading', async () => {
    await signedInStore();
    sandbox.db().commerce.orders = [];
    renderWithStore(<PaymentHistory />);
    // Still loading: the skeleton stands where the table will be.
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryAllByRole('heading').filter((heading) => !heading.textContent?.trim())).toEqual([]);
    // Read through to the end, so the page's request does not outlive the test.
    expect(await screen.findByText('No payments yet. Orders you pay for appear here.', {}, SERVER_WAIT)).toBeVisible();
  });
});
