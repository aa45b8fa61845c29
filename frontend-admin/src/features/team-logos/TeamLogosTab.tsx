import EditOutlined from '@ant-design/icons/EditOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Empty, Flex, Space, Tag, Typography, Upload } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import {
  useCreateTeamLogoUploadUrlMutation,
  useListTeamLogosQuery,
  useUpdateTeamLogoMutation,
} from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { TeamLogoDto } from '../../api/generated';
import { useToast } from '../../app/toast';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { SkeletonRows } from '../../components/SkeletonRows';
import { TeamBadge } from '../../components/TeamBadge';
import { imageProblem } from '../uploads/image-upload';
import { useSignedUpload } from '../uploads/useSignedUpload';
import { EditTeamDialog } from './EditTeamDialog';
import { CardTitle } from '../../components/CardTitle';

export const EMPTY_TEAMS_TEXT =
  'No teams found. Teams will appear automatically when you upload jobs via CSV.';

/** Team Logos: each team's logo or initials; upload a custom logo, edit initials and level. */
export function TeamLogosTab() {
  const { data, isLoading, error } = useListTeamLogosQuery();
  const [editing, setEditing] = useState<TeamLogoDto | null>(null);

  const columns: ColumnType<TeamLogoDto>[] = [
    {
      title: 'Team',
      key: 'team',
      render: (_, team) => (
        <Flex gap={12} align="center">
          <TeamBadge
            teamName={team.teamName}
            logoUrl={team.customLogoUrl || team.logoUrl}
            initials={team.initials}
          />
          <Typography.Text strong>{team.teamName}</Typography.Text>
        </Flex>
      ),
      sorter: (a, b) => a.teamName.localeCompare(b.teamName),
      defaultSortOrder: 'ascend',
    },
    { title: 'Level', dataIndex: 'level', key: 'level', render: (level) => level || '—' },
    { title: 'Initials', dataIndex: 'initials', key: 'initials', render: (i) => i || '—' },
    {
      title: 'Logo',
      key: 'kind',
      render: (_, team) =>
        team.isCustom ? <Tag color="blue">Custom logo</Tag> : <Tag>Auto-generated</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, team) => (
        <Space>
          <UploadLogoButton team={team} />
          <Button
            icon={<EditOutlined />}
            onClick={() => setEditing(team)}
            aria-label={`Edit ${team.teamName}`}
          >
            Edit
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title={<CardTitle>Team Logos</CardTitle>}>
      <Typography.Paragraph type="secondary">
        A custom logo replaces the generated initials wherever the team appears. Images up to 5MB.
      </Typography.Paragraph>
      {isLoading ? (
        <SkeletonRows label="Loading teams" />
      ) : error ? (
        <Typography.Text type="danger">{(error as ApiError).message}</Typography.Text>
      ) : (
        <ResponsiveTable<TeamLogoDto>
          label="Teams"
          rowKey="id"
          columns={columns}
          dataSource={data ?? []}
          emptyText={<Empty description={EMPTY_TEAMS_TEXT} />}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 800 }}
        />
      )}
      <EditTeamDialog team={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

/** Upload Logo: the same signed upload flow as the carousel, then PUT {imagePath} on the team. */
function UploadLogoButton({ team }: { team: TeamLogoDto }) {
  const toast = useToast();
  const upload = useSignedUpload();
  const [createUploadUrl] = useCreateTeamLogoUploadUrlMutation();
  const [updateTeamLogo] = useUpdateTeamLogoMutation();
  const [busy, setBusy] = useState(false);

  const uploadLogo = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return toast(problem);
    setBusy(true);
    try {
      const imagePath = await upload(file, (fileName) =>
        createUploadUrl({ createUploadUrlDto: { fileName } }).unwrap(),
      );
      await updateTeamLogo({ teamName: team.teamName, updateTeamLogoDto: { imagePath } }).unwrap();
      toast({
        title: 'Success',
        description: `Logo uploaded for ${team.teamName}`,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Upload Failed',
        description: (err as Error | ApiError).message,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept="image/*"
      showUploadList={false}
      beforeUpload={(file) => {
        void uploadLogo(file);
        return false;
      }}
    >
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        aria-label={`Upload logo for ${team.teamName}`}
      >
        Upload Logo
      </Button>
    </Upload>
  );
}
