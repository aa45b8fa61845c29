import { Flex, Select } from 'antd';
import { useGetJobTaxonomyQuery, useSetJobClassificationMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type {
  AdminJobDto,
  Department,
  EmploymentType,
  Level,
  SetJobClassificationDto,
} from '../../api/generated';
import { useToast } from '../../app/toast';

/**
 * Department, job type and level of one job, each corrected in place (the department was
 * perhaps inferred from the title). Type and level can be cleared back to unknown. The options
 * and their labels come from the API (GET /api/jobs/taxonomy, read once for the whole table).
 */
export function JobClassification({ job }: { job: AdminJobDto }) {
  const toast = useToast();
  const { data: taxonomy } = useGetJobTaxonomyQuery();
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
    <Flex gap={6} wrap>
      <Select<Department>
        aria-label={`Department: ${name}`}
        value={job.department}
        options={taxonomy?.department}
        disabled={isLoading}
        style={{ width: 230 }}
        popupMatchSelectWidth={false}
        onChange={(department) => save({ department })}
      />
      <Select<EmploymentType>
        aria-label={`Job type: ${name}`}
        value={job.employmentType ?? undefined}
        placeholder="Type"
        options={taxonomy?.employmentType}
        allowClear
        disabled={isLoading}
        style={{ width: 120 }}
        onChange={(employmentType) => save({ employmentType: employmentType ?? null })}
      />
      <Select<Level>
        aria-label={`Level: ${name}`}
        value={job.level ?? undefined}
        placeholder="Level"
        options={taxonomy?.level}
        allowClear
        disabled={isLoading}
        style={{ width: 110 }}
        onChange={(level) => save({ level: level ?? null })}
      />
    </Flex>
  );
}
