import { AutoComplete, Button, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useUpdateTeamLogoMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { TeamLogoDto } from '../../api/generated';
import { useToast } from '../../app/toast';

const LEVELS = ['Professional', 'Semi-Professional', 'College', 'High School'].map((value) => ({
  value,
}));

interface EditValues {
  initials: string;
  level: string;
  website: string;
}

/**
 * Edit a team's initials (1–4 letters or digits), level and website (its job pages' structured
 * data name it; empty removes it).
 */
export function EditTeamDialog({
  team,
  onClose,
}: {
  team: TeamLogoDto | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [form] = Form.useForm<EditValues>();
  const [updateTeamLogo, { isLoading }] = useUpdateTeamLogoMutation();

  useEffect(() => {
    if (team)
      form.setFieldsValue({
        initials: team.initials ?? '',
        level: team.level ?? '',
        website: team.website ?? '',
      });
  }, [team, form]);

  const save = async ({ initials, level, website }: EditValues) => {
    if (!team) return;
    try {
      await updateTeamLogo({
        teamName: team.teamName,
        updateTeamLogoDto: {
          initials: initials.trim().toUpperCase(),
          level: level.trim(),
          website: website?.trim() || null,
        },
      }).unwrap();
      toast({
        title: 'Team Updated',
        description: `${team.teamName} has been updated.`,
        variant: 'success',
      });
      onClose();
    } catch (err) {
      toast({
        title: 'Update Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  const removeLogo = async () => {
    if (!team) return;
    try {
      await updateTeamLogo({
        teamName: team.teamName,
        updateTeamLogoDto: { imagePath: null },
      }).unwrap();
      toast({
        title: 'Team Updated',
        description: `${team.teamName} shows its initials again.`,
        variant: 'success',
      });
      onClose();
    } catch (err) {
      toast({
        title: 'Update Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={team !== null}
      title={team ? `Edit ${team.teamName}` : 'Edit Team'}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      forceRender
      footer={(buttons) => (
        <>
          {team?.isCustom && (
            <Button danger onClick={removeLogo} disabled={isLoading} style={{ float: 'left' }}>
              Remove custom logo
            </Button>
          )}
          {buttons}
        </>
      )}
    >
      <Form form={form} layout="vertical" onFinish={save} name="edit-team">
        <Form.Item
          name="initials"
          label="Initials"
          rules={[
            { required: true, whitespace: true, message: 'Initials are required' },
            { pattern: /^\s*[\p{L}\p{N}]{1,4}\s*$/u, message: 'Use 1 to 4 letters or digits' },
          ]}
        >
          <Input maxLength={4} style={{ textTransform: 'uppercase', width: 120 }} />
        </Form.Item>
        <Form.Item
          name="level"
          label="Level"
          rules={[{ max: 100, message: 'At most 100 characters' }]}
        >
          <AutoComplete options={LEVELS} placeholder="e.g. Professional" />
        </Form.Item>
        <Form.Item
          name="website"
          label="Website"
          rules={[{ type: 'url', message: 'Enter an address starting with https://' }]}
        >
          <Input placeholder="https://www.example.com" inputMode="url" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
