import { render, screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboboxOptions } from '@/shared/ui/ComboboxOptions';
import { useListCombobox } from '@/shared/ui/use-list-combobox';

const COLOURS = ['Walnut', 'Oak', 'Ebony'];

function ColourField() {
  const [text, setText] = useState('');
  const options = COLOURS.filter((colour) => colour.toLowerCase().startsWith(text.toLowerCase()));
  const { inputProps, listProps } = useListCombobox({ options, onType: setText, onPick: setText });
  return (
    <>
      <label htmlFor="colour">Colour</label>
      <input id="colour" {...inputProps} value={text} />
      <ComboboxOptions {...listProps} label="Colours" keyOf={(colour) => colour}>
        {(colour) => colour}
      </ComboboxOptions>
      <button type="button">Next</button>
    </>
  );
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));

describe('a list combobox', () => {
  it('opens its list in the frame after the field takes focus, with every option', async () => {
    render(<ColourField />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Colour' }));
    const list = await screen.findByRole('listbox', { name: 'Colours' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(COLOURS);
    expect(list).toBeVisible();
  });

  it('does not open the list once focus has already left the field', async () => {
    render(<ColourField />);
    const field = screen.getByRole('combobox', { name: 'Colour' });
    field.focus();
    screen.getByRole('button', { name: 'Next' }).focus();
    await nextFrames();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('narrows as the customer types and picks the active option with Enter', async () => {
    const user = userEvent.setup();
    render(<ColourField />);
    const field = screen.getByRole('combobox', { name: 'Colour' });
    await user.type(field, 'e');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ebony']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Ebony');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
