import { displayInitials } from './display-initials';

describe('displayInitials', () => {
  it.each([
    ['Austin Armadillos', 'AU'],
    ['  st. louis', 'ST'],
    ['🦅 Eagles', 'EA'],
    ['ß', 'SS'],
    ['', 'TM'],
    ['🏈🏈', 'TM'],
  ])('%p → %p', (name, initials) => {
    expect(displayInitials(name)).toBe(initials);
  });
});
