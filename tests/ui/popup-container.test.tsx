import { render, screen } from '../render';
import { describe, expect, it } from 'vitest';
import { popupContainer } from '@/shared/ui/antd/AntdProvider';

describe('popupContainer', () => {
  it("opens a select's list inside the modal that holds the select, where pointer events reach it", () => {
    render(
      <div className="ant-modal" role="dialog" aria-label="Delivery">
        <div className="ant-modal-container" data-testid="container">
          <button type="button">State</button>
        </div>
      </div>,
    );

    expect(popupContainer(screen.getByRole('button', { name: 'State' }))).toBe(screen.getByTestId('container'));
  });

  it('opens it at the end of the page for a select outside any modal, and for antd calls without a trigger', () => {
    render(<button type="button">Sort</button>);

    expect(popupContainer(screen.getByRole('button', { name: 'Sort' }))).toBe(document.body);
    expect(popupContainer()).toBe(document.body);
  });
});
