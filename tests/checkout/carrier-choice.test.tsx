import { fireEvent, render, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CarrierChoice } from '@/modules/checkout/components/CarrierChoice';
import { readRates } from '@/modules/checkout/rates';
import { toggleCarrier } from '@/modules/checkout/summary';
import type { ShippingRate } from '@/modules/checkout/contract';

const user = userEvent.setup();

/** Three rates as Shippo sends them: a logo on its S3 host, one without an estimate, one whose logo fails; one quoted in CAD. */
const { rates } = readRates({
  tax: { TaxRate: 0.13 },
  message: null,
  data: [
    {
      object_id: 'a1',
      provider: 'USPS',
      provider_image_75: 'https://shippo-static.s3.amazonaws.com/providers/75/USPS.png',
      servicelevel: { name: 'Priority Mail', token: 'usps_priority' },
      estimated_days: 2,
      duration_terms: 'Delivery in 1 to 3 business days.',
      amount: '9.75',
      currency: 'USD',
      amount_local: '9.75',
      currency_local: 'USD',
    },
    {
      object_id: 'b2',
      provider: 'FedEx',
      provider_image_75: 'https://cdn2.goshippo.com/providers/75/FedEx.png',
      servicelevel: { name: 'Ground Economy', token: 'fedex_ground_economy' },
      amount: '11.20',
      currency: 'USD',
    },
    {
      object_id: 'c3',
      provider: 'Canada Post',
      provider_image_75: 'https://cdn2.goshippo.com/providers/75/Canada_Post.png',
      servicelevel: { name: 'Xpresspost', token: 'canada_post_xpresspost' },
      estimated_days: 1,
      amount: '21.54',
      currency: 'USD',
      amount_local: '29.50',
      currency_local: 'CAD',
    },
  ],
});

function Choice({ options = rates }: { options?: ShippingRate[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  return <CarrierChoice rates={options} chosen={chosen} onChoose={(index) => setChosen(toggleCarrier(chosen, index))} />;
}

describe('The carrier choice', () => {
  it('shows each service with its logo from Shippo, its days ("varies" when absent), terms and price', () => {
    render(<Choice />);
    const [usps, fedex, canada] = screen.getAllByRole('radio');
    expect(usps).toHaveAccessibleName(/^USPS Priority Mail Estimated: 2 business days Delivery in 1 to 3 business days\. \$9\.75$/);
    expect(within(usps).getByRole('img', { name: 'USPS' })).toHaveAttribute('src', 'https://shippo-static.s3.amazonaws.com/providers/75/USPS.png');
    expect(fedex).toHaveTextContent('Estimated: varies');
    expect(within(canada).getByText('$21.54')).toBeInTheDocument();
    expect(within(canada).getByText('CA$29.50')).toBeInTheDocument();
  });

  it("shows the carrier's name where a logo does not load", () => {
    render(<Choice />);
    const canada = screen.getAllByRole('radio')[2];
    fireEvent.error(within(canada).getByRole('img', { name: 'Canada Post' }));
    expect(within(canada).queryByRole('img')).not.toBeInTheDocument();
    expect(within(canada).getByText('Canada Post')).toBeVisible();
    expect(canada).toHaveAccessibleName(/^Canada Post Xpresspost/);
  });

  it('shows the name when a rate has no logo at all', () => {
    render(<Choice options={[{ ...rates[1], logoUrl: null }]} />);
    expect(screen.getByRole('radio')).toHaveAccessibleName(/^FedEx Ground Economy/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('chooses one by pressing it and clears it by pressing it again', async () => {
    render(<Choice />);
    const [first, second] = screen.getAllByRole('radio');
    await user.click(first);
    expect(first).toHaveAttribute('aria-checked', 'true');
    await user.click(second);
    expect(first).toHaveAttribute('aria-checked', 'false');
    expect(second).toHaveAttribute('aria-checked', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-checked', 'false');
  });
});
