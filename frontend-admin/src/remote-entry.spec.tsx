import { render, screen } from '@testing-library/react';
import AdminApp from './remote-entry';

it('shows the CMS header', () => {
  render(<AdminApp />);
  expect(screen.getByRole('heading', { name: 'Content Management System' })).toBeInTheDocument();
});
