import BellOutlined from '@ant-design/icons/BellOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import { Avatar, Button, Card, Empty, Flex, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { Hint } from '../../components/Hint';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { SkeletonRows } from '../../components/SkeletonRows';
import {
  useLazyExportUsersQuery,
  useListUsersQuery,
  useSetUserAdminMutation,
  usersExportFileName,
} from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { AdminUserDto as UserDto } from '../../api/generated';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { MemberAlertsDrawer } from './MemberAlertsDrawer';
import { fullName, userInitials } from './user-names';
import { CardTitle } from '../../components/CardTitle';

/** Saves text as a file through a temporary link. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function UsersTab() {
  const toast = useToast();
  const { user: me } = useSession();
  const { data, isLoading, error } = useListUsersQuery();
  const [exportUsers, { isFetching: exporting }] = useLazyExportUsersQuery();
  const [passwordFor, setPasswordFor] = useState<UserDto | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const [alertsOf, setAlertsOf] = useState<UserDto | null>(null);

  const exportList = async () => {
    try {
      const csv = await exportUsers().unwrap();
      saveFile(String(csv), usersExportFileName());
      toast({
        title: 'Export Successful',
        description: 'The user list has been downloaded.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Failed to export user list',
        variant: 'destructive',
      });
    }
  };

  const columns: ColumnType<UserDto>[] = [
    {
      title: 'User',
      key: 'user',
      render: (_, user) => (
        <Flex gap={12} align="center">
          <Avatar style={{ background: '#013369', flex: 'none' }}>{userInitials(user)}</Avatar>
          <div>
            <Typography.Text strong>{fullName(user)}</Typography.Text>
            {user.id === me.id && <Typography.Text type="secondary"> (you)</Typography.Text>}
            <br />
            <Typography.Text type="secondary">{user.email}</Typography.Text>
          </div>
        </Flex>
      ),
    },
    {
      title: 'Email',
      key: 'emailState',
      render: (_, user) => <EmailState user={user} />,
    },
    {
      title: 'Member Since',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (date: string) => `Joined ${new Date(date).toLocaleDateString()}`,
    },
    {
      title: 'Role',
      key: 'role',
      render: (_, user) => <AdminSwitch user={user} self={user.id === me.id} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, user) => {
        const self = user.id === me.id;
        return (
          <Space>
            <Hint title="Job alerts">
              <Button
                icon={<BellOutlined />}
                aria-label={`Job alerts of ${fullName(user)}`}
                onClick={() => setAlertsOf(user)}
              />
            </Hint>
            <Hint title="Change password">
              <Button
                icon={<KeyOutlined />}
                aria-label={`Change password of ${fullName(user)}`}
                onClick={() => setPasswordFor(user)}
              />
            </Hint>
            <Hint title={self ? 'You cannot delete your own account' : 'Delete user'}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={self}
                aria-label={`Delete ${fullName(user)}`}
                onClick={() => setDeleting(user)}
              />
            </Hint>
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={<CardTitle>User Management</CardTitle>}
      extra={
        <Button icon={<DownloadOutlined />} onClick={exportList} loading={exporting}>
          Export Users
        </Button>
      }
    >
      {isLoading ? (
        <SkeletonRows label="Loading users" />
      ) : error ? (
        <Typography.Text type="danger">{(error as ApiError).message}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph>
            Total registered users: <strong>{(data?.length ?? 0).toLocaleString('en-US')}</strong>
          </Typography.Paragraph>
          <ResponsiveTable<UserDto>
            label="Users"
            rowKey="id"
            columns={columns}
            dataSource={data ?? []}
            emptyText={<Empty description="No users found" />}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 800 }}
          />
        </>
      )}
      <ChangePasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <MemberAlertsDrawer user={alertsOf} onClose={() => setAlertsOf(null)} />
    </Card>
  );
}

/** Whether the member confirmed the address, or a mail server refused it. */
function EmailState({ user }: { user: UserDto }) {
  if (user.emailUndeliverable) return <Tag color="error">Undeliverable</Tag>;
  return user.emailConfirmed ? <Tag color="success">Confirmed</Tag> : <Tag>Not confirmed</Tag>;
}

function AdminSwitch({ user, self }: { user: UserDto; self: boolean }) {
  const toast = useToast();
  const [setUserAdmin, { isLoading }] = useSetUserAdminMutation();
  const change = async (isAdmin: boolean) => {
    try {
      await setUserAdmin({ id: user.id, setUserAdminDto: { isAdmin } }).unwrap();
      toast({
        title: 'User Updated',
        description: `${fullName(user)} is now ${isAdmin ? 'an admin' : 'a regular user'}.`,
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Update Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };
  return (
    <Hint title={self ? 'You cannot remove your own admin rights' : undefined}>
      <Space>
        <Switch
          checked={user.isAdmin}
          loading={isLoading}
          disabled={self}
          onChange={change}
          aria-label={`Admin rights of ${fullName(user)}`}
        />
        <span>{user.isAdmin ? 'Admin' : 'User'}</span>
      </Space>
    </Hint>
  );
}
