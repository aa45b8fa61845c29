import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

function Pages() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <ScrollToTop />
      <Link to="/jobs">Browse Jobs</Link>
      <Link to="/#about">About us</Link>
    </MemoryRouter>
  );
}

describe('a new page starts at the top', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('jumps to the top at once on each new page, without the smooth scroll of in-page links', async () => {
    render(<Pages />);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Jobs' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves an address that names a section to the browser, which scrolls to it', async () => {
    render(<Pages />);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
