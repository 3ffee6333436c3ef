import { render, screen } from '../render';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';

function SignInButton({ loading }: { loading: boolean }) {
  return (
    <AntdProvider>
      <Button type="primary" htmlType="submit" loading={loading}>
        Sign in
      </Button>
    </AntdProvider>
  );
}

describe("antd buttons' loading state", () => {
  it('shows the shop spinner while loading and leaves nothing behind when a flip on and off ends', () => {
    const { rerender } = render(<SignInButton loading={false} />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Sign in');

    rerender(<SignInButton loading />);
    // The configured icon (not antd's animated one), still announced while it is really loading.
    expect(button).toHaveAccessibleName('Loading Sign in');
    expect(button.querySelector('[class*="loading-icon"]')).toBeNull();

    rerender(<SignInButton loading={false} />);
    rerender(<SignInButton loading />);
    rerender(<SignInButton loading={false} />);
    expect(button).toHaveAccessibleName('Sign in');
    expect(screen.queryByRole('img', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
