import { render, screen } from '../render';
import userEvent from '@testing-library/user-event';
import { LazySubscribe } from '@/modules/subscribe/components/LazySubscribe';
import SubscribeForm from '@/modules/subscribe/components/SubscribeForm';
import SubscribeModal from '@/modules/subscribe/components/SubscribeModal';
import { ToastHost } from '@/shared/ui/antd/ToastHost';

describe('newsletter subscription on a French page', () => {
  it('labels the form in French and says a malformed address in French, under the field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SubscribeForm />
        <ToastHost />
      </>,
      { locale: 'fr' },
    );
    const email = screen.getByLabelText('Courriel');
    expect(email).toHaveAttribute('placeholder', 'vous@entreprise.com');
    const submit = screen.getByRole('button', { name: 'S’abonner' });
    expect(submit).toBeDisabled();
    await user.type(email, 'planchers@');
    await user.tab();
    expect(await screen.findByText('Le courriel doit être une adresse valide')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Le courriel doit être une adresse valide');
  });

  it('shows the placeholder form and the modal in French', () => {
    render(<LazySubscribe />, { locale: 'fr' });
    expect(screen.getByLabelText('Courriel')).toHaveAttribute('placeholder', 'vous@entreprise.com');
    expect(screen.getByRole('button', { name: 'S’abonner' })).toBeDisabled();
  });

  it('titles the modal in French', async () => {
    render(<SubscribeModal onClose={() => undefined} />, { locale: 'fr' });
    expect(await screen.findByRole('dialog', { name: 'Abonnez-vous à notre infolettre' })).toBeInTheDocument();
    expect(screen.getByText('Nouveaux produits, guides d’application et offres aux professionnels — environ une fois par mois.')).toBeVisible();
  });
});
