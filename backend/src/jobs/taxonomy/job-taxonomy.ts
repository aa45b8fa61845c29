/**
 * The football taxonomy of a job (decision 0070): department, employment type and level. Values
 * are stored as short slugs (varchar columns validated here, not database enums, so both drivers
 * behave the same); the labels are what people read and may also be written in a CSV file.
 */

export interface TaxonomyOption<T extends string = string> {
  value: T;
  label: string;
}

export const DEPARTMENTS = [
  { value: 'coaching', label: 'Coaching' },
  { value: 'scouting', label: 'Scouting & Player Personnel' },
  { value: 'analytics', label: 'Analytics & Technology' },
  { value: 'business', label: 'Business Operations & Front Office' },
  { value: 'marketing', label: 'Marketing, Communications & Media' },
  { value: 'sales', label: 'Ticketing, Sales & Partnerships' },
  { value: 'football-operations', label: 'Football Operations & Equipment' },
  { value: 'medical', label: 'Medical, Performance & Nutrition' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly TaxonomyOption[];

export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: 'Full time' },
  { value: 'part-time', label: 'Part time' },
  { value: 'internship', label: 'Internship' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'contract', label: 'Contract' },
] as const satisfies readonly TaxonomyOption[];

export const LEVELS = [
  { value: 'entry', label: 'Entry' },
  { value: 'mid', label: 'Mid' },
  { value: 'senior', label: 'Senior' },
  { value: 'executive', label: 'Executive' },
] as const satisfies readonly TaxonomyOption[];

export type Department = (typeof DEPARTMENTS)[number]['value'];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value'];
export type Level = (typeof LEVELS)[number]['value'];

export const DEPARTMENT_VALUES = DEPARTMENTS.map((d) => d.value) as Department[];
export const EMPLOYMENT_TYPE_VALUES = EMPLOYMENT_TYPES.map((t) => t.value) as EmploymentType[];
export const LEVEL_VALUES = LEVELS.map((l) => l.value) as Level[];

/** "Scouting & Player Personnel", "scouting and player personnel" and "scouting" compare equal. */
const squash = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '');

function lookup<T extends string>(
  options: readonly TaxonomyOption<T>[],
  aliases: Record<string, T> = {},
): (text: string) => T | undefined {
  const map = new Map<string, T>();
  for (const o of options) {
    map.set(squash(o.value), o.value);
    map.set(squash(o.label), o.value);
  }
  for (const [alias, value] of Object.entries(aliases)) map.set(squash(alias), value);
  return (text) => map.get(squash(text));
}

/** A slug or a human label (any case, `&` or "and", spaces or hyphens) to its slug. */
export const parseDepartment = lookup<Department>(DEPARTMENTS, {
  'front office': 'business',
  'business operations': 'business',
  'scouting and player personnel': 'scouting',
  'player personnel': 'scouting',
  'analytics and technology': 'analytics',
  technology: 'analytics',
  'marketing communications and media': 'marketing',
  media: 'marketing',
  communications: 'marketing',
  'ticketing sales and partnerships': 'sales',
  ticketing: 'sales',
  partnerships: 'sales',
  'football operations and equipment': 'football-operations',
  equipment: 'football-operations',
  'medical performance and nutrition': 'medical',
  'sports medicine': 'medical',
});
export const parseEmploymentType = lookup<EmploymentType>(EMPLOYMENT_TYPES, {
  fulltime: 'full-time',
  parttime: 'part-time',
  intern: 'internship',
  temporary: 'seasonal',
  contractor: 'contract',
  freelance: 'contract',
});
export const parseLevel = lookup<Level>(LEVELS, {
  'entry level': 'entry',
  junior: 'entry',
  'mid level': 'mid',
  intermediate: 'mid',
  'senior level': 'senior',
  exec: 'executive',
});

const labelOf = new Map<string, string>(
  [...DEPARTMENTS, ...EMPLOYMENT_TYPES, ...LEVELS].map((o) => [o.value, o.label]),
);

/** The label of a department, employment type or level slug. */
export function taxonomyLabel(value: string): string {
  return labelOf.get(value) ?? value;
}
