import { act, fireEvent, render, screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { LazySubscribe } from '@/modules/subscribe/components/LazySubscribe';
import SubscribeForm from '@/modules/subscribe/components/SubscribeForm';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import { sandbox } from '../msw/server';

// The sandbox's answers (sandbox/src/content/forms.ts).
const SUCCESS_TEXT = 'Thank you for subscribing!';
const REPEAT_TEXT = 'This email is already subscribed.';

function renderForm() {
  render(
    <>
      <SubscribeForm />
      <ToastHost />
    </>,
  );
  return { email: screen.getByLabelText('Email'), submit: screen.getByRole('button', { name: 'Subscribe' }) };
}

describe('newsletter subscription', () => {
  it('keeps Subscribe disabled until a valid e-mail has been typed', async () => {
    const user = userEvent.setup();
    const { email, submit } = renderForm();
    expect(submit).toBeDisabled();
    await user.type(email, 'floors@');
    expect(submit).toBeDisabled();
    await user.tab();
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
    await user.type(email, 'example.com');
    expect(submit).toBeEnabled();
  });

  it("subscribes and shows the server's success message", async () => {
    const user = userEvent.setup();
    const { email, submit } = renderForm();
    await user.type(email, 'new.reader@example.com');
    await user.click(submit);
    expect(await screen.findByText(SUCCESS_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it("shows the server's error for an e-mail already subscribed and keeps what was typed", async () => {
    sandbox.db().content.subscribers.push('repeat@example.com');
    const user = userEvent.setup();
    const { email, submit } = renderForm();
    await user.type(email, 'repeat@example.com');
    await user.click(submit);
    expect(await screen.findByText(REPEAT_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(email).toHaveValue('repeat@example.com');
  });

  it('loads the real form when the visitor reaches for the placeholder, keeping what was typed', async () => {
    render(<LazySubscribe />);
    const placeholder = screen.getByLabelText('Email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    fireEvent.input(placeholder, { target: { value: 'early@example.com' } });
    act(() => placeholder.focus());
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toBe(placeholder));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('early@example.com'));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
  });
});
