import { render, screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboboxOptions } from '@/shared/ui/ComboboxOptions';
import { useListCombobox } from '@/shared/ui/use-list-combobox';

const COLOURS = ['Walnut', 'Oak', 'Ebony'];

/**
 * A colour field whose list narrows as the customer types, or, given `answer`, comes from outside
 * as a search's answers do: a later answer replaces it.
 */
function ColourField({ answer }: { answer?: string[] }) {
  const [text, setText] = useState('');
  const options = answer ?? COLOURS.filter((colour) => colour.toLowerCase().startsWith(text.toLowerCase()));
  const { inputProps, listProps } = useListCombobox({ options, keyOf: (colour) => colour, onType: setText, onPick: setText });
  return (
    <>
      <label htmlFor="colour">Colour</label>
      <input id="colour" {...inputProps} value={text} />
      <ComboboxOptions {...listProps} label="Colours">
        {(colour) => colour}
      </ComboboxOptions>
      <button type="button">Next</button>
    </>
  );
}

/** The field over a first answer (Walnut, Oak, Ebony), focused, with ArrowDown pressed `steps` times. */
async function movedDown(steps: number) {
  const user = userEvent.setup();
  const { rerender } = render(<ColourField answer={['Walnut', 'Oak', 'Ebony']} />);
  const field = screen.getByRole('combobox', { name: 'Colour' });
  await user.click(field);
  await user.keyboard('{ArrowDown}'.repeat(steps));
  return { user, field, answerArrives: (answer: string[]) => rerender(<ColourField answer={answer} />) };
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

  it('keeps the option the customer moved to active when a later answer moves it, and Enter picks that one', async () => {
    const { user, field, answerArrives } = await movedDown(2);
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Oak' }).id);
    answerArrives(['Ebony', 'Walnut', 'Oak']);
    expect(screen.getByRole('option', { name: 'Oak' })).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Oak' }).id);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Oak');
  });

  it('has no option active when a later answer drops the one moved to, and Enter then picks the first', async () => {
    const { user, field, answerArrives } = await movedDown(3);
    expect(screen.getByRole('option', { name: 'Ebony' })).toHaveAttribute('aria-selected', 'true');
    answerArrives(['Walnut']);
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('option', { name: 'Walnut' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Walnut');
  });
});
