import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeptPages } from '@/app/offline/KeptPages';

describe('KeptPages', () => {
  it('holds the place of the list with a line while it reads the device, then says when nothing is kept', async () => {
    render(<KeptPages />);
    expect(screen.getByText('Looking for the pages kept on this device…')).toBeInTheDocument();
    expect(await screen.findByText('No pages are kept on this device yet.')).toBeInTheDocument();
    expect(screen.queryByText('Looking for the pages kept on this device…')).not.toBeInTheDocument();
  });
});
