import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { JobFilters } from '../../api/api';
import { Button } from '../../components/Button';
import { Field } from '../auth/Field';

const Form = styled.form`
  display: grid;
  gap: 12px;
  /* minmax(0, 1fr): a field's default width never pushes the button past the form's edge. */
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  padding: 16px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

export interface SearchTexts {
  positionLabel: string;
  teamLabel: string;
  locationLabel: string;
  positionPlaceholder: string;
  teamPlaceholder: string;
  locationPlaceholder: string;
  search: string;
}

type TextFilters = Pick<JobFilters, 'position' | 'teamName' | 'location'>;

/**
 * Position, team name and location; the filters apply when Search Jobs is pressed. `initial`
 * fills the inputs (the search in the address); remount the form to show another search.
 */
export function JobSearchForm({
  texts,
  onSearch,
  initial = {},
}: {
  texts: SearchTexts;
  onSearch: (filters: TextFilters) => void;
  initial?: TextFilters;
}) {
  const [position, setPosition] = useState(initial.position ?? '');
  const [teamName, setTeamName] = useState(initial.teamName ?? '');
  const [location, setLocation] = useState(initial.location ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ position: position.trim(), teamName: teamName.trim(), location: location.trim() });
  };
  return (
    <Form role="search" onSubmit={submit} aria-label="Search jobs">
      <Field
        label={texts.positionLabel}
        name="position"
        placeholder={texts.positionPlaceholder}
        value={position}
        onChange={(e) => setPosition(e.target.value)}
      />
      <Field
        label={texts.teamLabel}
        name="teamName"
        placeholder={texts.teamPlaceholder}
        value={teamName}
        onChange={(e) => setTeamName(e.target.value)}
      />
      <Field
        label={texts.locationLabel}
        name="location"
        placeholder={texts.locationPlaceholder}
        value={location}
        onChange={(e) => setLocation(e.target.value)}
      />
      <Button type="submit">{texts.search}</Button>
    </Form>
  );
}
