import { render, screen } from '@testing-library/react';
import { App } from './App';

it('shows the product name and tagline', () => {
  render(<App />);
  expect(screen.getByRole('heading', { name: 'Gridiron Careers' })).toBeInTheDocument();
  expect(screen.getByText('Your gateway to American football careers')).toBeInTheDocument();
});
