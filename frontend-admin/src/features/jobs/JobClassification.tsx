import { Flex, Select } from 'antd';
import { useSetJobClassificationMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type {
  AdminJobDto,
  Department,
  EmploymentType,
  Level,
  SetJobClassificationDto,
} from '../../api/generated';
import { useToast } from '../../app/toast';

/** The taxonomy's values and labels (decision 0070). */
const DEPARTMENTS: Array<{ value: Department; label: string }> = [
  { value: 'coaching', label: 'Coaching' },
  { value: 'scouting', label: 'Scouting & Player Personnel' },
  { value: 'analytics', label: 'Analytics & Technology' },
  { value: 'business', label: 'Business Operations & Front Office' },
  { value: 'marketing', label: 'Marketing, Communications & Media' },
  { value: 'sales', label: 'Ticketing, Sales & Partnerships' },
  { value: 'football-operations', label: 'Football Operations & Equipment' },
  { value: 'medical', label: 'Medical, Performance & Nutrition' },
  { value: 'other', label: 'Other' },
];
const EMPLOYMENT_TYPES: Array<{ value: EmploymentType; label: string }> = [
  { value: 'full-time', label: 'Full time' },
  { value: 'part-time', label: 'Part time' },
  { value: 'internship', label: 'Internship' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'contract', label: 'Contract' },
];
const LEVELS: Array<{ value: Level; label: string }> = [
  { value: 'entry', label: 'Entry' },
  { value: 'mid', label: 'Mid' },
  { value: 'senior', label: 'Senior' },
  { value: 'executive', label: 'Executive' },
];

/**
 * Department, job type and level of one job, each corrected in place (the department was
 * perhaps inferred from the title). Type and level can be cleared back to unknown.
 */
export function JobClassification({ job }: { job: AdminJobDto }) {
  const toast = useToast();
  const [setJobClassification, { isLoading }] = useSetJobClassificationMutation();
  const name = `${job.positionTitle}, ${job.teamName}`;
  const save = async (change: SetJobClassificationDto) => {
    try {
      await setJobClassification({ id: job.id, setJobClassificationDto: change }).unwrap();
    } catch (err) {
      toast({
        title: 'Update Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };
  return (
    <Flex gap={6}>
      <Select<Department>
        aria-label={`Department: ${name}`}
        value={job.department}
        options={DEPARTMENTS}
        disabled={isLoading}
        style={{ width: 230 }}
        popupMatchSelectWidth={false}
        onChange={(department) => save({ department })}
      />
      <Select<EmploymentType>
        aria-label={`Job type: ${name}`}
        value={job.employmentType ?? undefined}
        placeholder="Type"
        options={EMPLOYMENT_TYPES}
        allowClear
        disabled={isLoading}
        style={{ width: 120 }}
        onChange={(employmentType) => save({ employmentType: employmentType ?? null })}
      />
      <Select<Level>
        aria-label={`Level: ${name}`}
        value={job.level ?? undefined}
        placeholder="Level"
        options={LEVELS}
        allowClear
        disabled={isLoading}
        style={{ width: 110 }}
        onChange={(level) => save({ level: level ?? null })}
      />
    </Flex>
  );
}
