import { App, Empty, Flex, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useGetJobTaxonomyQuery } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { SourceDto, SourceMappingDto } from '../../api/generated';
import { useUpdateSourceMutation } from './admin-sources-api';

type Field = keyof SourceMappingDto;
const FIELDS: Array<[Field, string]> = [
  ['department', 'Department'],
  ['employmentType', 'Employment type'],
  ['level', 'Level'],
];

/** The mapping with each unmapped value added (unset) and values cleared to "" dropped on save. */
const draftOf = (source: SourceDto): SourceMappingDto => ({
  department: { ...source.unmapped.department, ...source.mapping.department },
  employmentType: { ...source.unmapped.employmentType, ...source.mapping.employmentType },
  level: { ...source.unmapped.level, ...source.mapping.level },
});
const withoutEmpty = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, slug]) => slug));

/**
 * A source's mapping of the provider's department, type and level values to the board's
 * (docs/product.md#job-sources): every value mapped so far and every value the runs found
 * unmapped (tagged), each with the board value it maps to.
 */
export function SourceMappingDialog({
  source,
  onClose,
}: {
  source: SourceDto;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const { data: taxonomy } = useGetJobTaxonomyQuery();
  const [update, updating] = useUpdateSourceMutation();
  const [draft, setDraft] = useState(() => draftOf(source));
  const unmappedCount = FIELDS.reduce(
    (n, [field]) => n + Object.keys(source.unmapped[field]).length,
    0,
  );

  const save = () =>
    update({
      id: source.id,
      updateSourceDto: {
        mapping: {
          department: withoutEmpty(draft.department),
          employmentType: withoutEmpty(draft.employmentType),
          level: withoutEmpty(draft.level),
        },
      },
    })
      .unwrap()
      .then(() => {
        message.success('Mapping saved; the next run uses it');
        onClose(true);
      })
      .catch((err: unknown) => message.error((err as ApiError).message));

  return (
    <Modal
      open
      title={`Mapping: ${source.teamName}`}
      okText="Save mapping"
      onOk={save}
      confirmLoading={updating.isLoading}
      onCancel={() => onClose(false)}
    >
      <Typography.Paragraph type="secondary">
        {unmappedCount
          ? `${unmappedCount} value${unmappedCount === 1 ? '' : 's'} the runs found ${unmappedCount === 1 ? 'has' : 'have'} no board value yet.`
          : 'Every value the runs found is mapped.'}
      </Typography.Paragraph>
      {FIELDS.map(([field, label]) => {
        const values = Object.keys(draft[field]).sort();
        return (
          <section key={field} aria-label={label} style={{ marginBottom: 16 }}>
            <Typography.Title level={5}>{label}</Typography.Title>
            {values.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No values seen yet" />
            ) : (
              values.map((value) => (
                <Flex key={value} wrap gap={8} align="center" style={{ marginBottom: 8 }}>
                  <Typography.Text style={{ minWidth: 140 }}>{value}</Typography.Text>
                  {value in source.unmapped[field] && !source.mapping[field][value] && (
                    <Tag color="orange">unmapped</Tag>
                  )}
                  <Select
                    aria-label={`${label} for ${value}`}
                    style={{ minWidth: 180, flex: 1 }}
                    allowClear
                    placeholder="Not mapped"
                    value={draft[field][value] || undefined}
                    options={(taxonomy?.[field] ?? []).map((o) => ({
                      value: o.value,
                      label: o.label,
                    }))}
                    onChange={(slug?: string) =>
                      setDraft((d) => ({ ...d, [field]: { ...d[field], [value]: slug ?? '' } }))
                    }
                  />
                </Flex>
              ))
            )}
          </section>
        );
      })}
    </Modal>
  );
}
