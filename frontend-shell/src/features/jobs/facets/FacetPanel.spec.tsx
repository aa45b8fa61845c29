import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeAnswer, type FakeFetch } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { MEMBER } from '../../../test/fixtures';
import { FACET_VALUES, type Facet } from './facet-options';

const member = MEMBER;

/** Facet counts where every option counts `count`, and Senior counts `senior`. */
function facetsAnswer(count: number, senior: number): FakeAnswer {
  const options = (facet: Facet) =>
    FACET_VALUES[facet].map((value) => ({
      value,
      label: value === 'senior' ? 'Senior' : value === 'coaching' ? 'Coaching' : value,
      count: value === 'senior' ? senior : count,
    }));
  return {
    body: {
      total: count,
      department: options('department'),
      employmentType: options('employmentType'),
      level: options('level'),
      workplaceType: options('workplaceType'),
    },
  };
}

let fake: FakeFetch;
afterEach(() => fake.restore());

describe('facet panel while new counts load', () => {
  it('keeps the previous counts clickable and marks the groups busy', async () => {
    let answerCoaching: (answer: FakeAnswer) => void = () => {};
    fake = installFakeFetch({
      'GET /api/user': { body: member },
      'GET /api/custom-pages': { body: [] },
      'GET /api/jobs': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/jobs/facets': (url) =>
        url.searchParams.has('department')
          ? new Promise<FakeAnswer>((resolve) => (answerCoaching = resolve))
          : facetsAnswer(7, 3),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/jobs');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const coaching = await screen.findByRole('checkbox', { name: /^Coaching\s*7 jobs$/ });
    await user.click(coaching);
    await waitFor(() => expect(router.state.location.search).toBe('?department=coaching'));

    // The coaching counts are still on their way: the old ones stay, and stay usable.
    const levels = screen.getByRole('group', { name: 'Level' });
    expect(levels).toHaveAttribute('aria-busy', 'true');
    const senior = within(levels).getByRole('checkbox', { name: /^Senior\s*3 jobs$/ });
    expect(senior).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /^Coaching\s*7 jobs$/ })).toBeChecked();

    await act(async () => answerCoaching(facetsAnswer(2, 1)));
    expect(
      await within(levels).findByRole('checkbox', { name: /^Senior\s*1 jobs$/ }),
    ).toBeEnabled();
    expect(levels).not.toHaveAttribute('aria-busy');
  });

  it('waits for the first counts before any option can be chosen', async () => {
    fake = installFakeFetch({
      'GET /api/user': { body: member },
      'GET /api/custom-pages': { body: [] },
      'GET /api/jobs': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/jobs/facets': () => new Promise<FakeAnswer>(() => {}),
    });
    renderApp('/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const levels = await screen.findByRole('group', { name: 'Level' });
    expect(levels).toHaveAttribute('aria-busy', 'true');
    for (const box of within(levels).getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
