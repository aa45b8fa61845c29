import { Modal, Typography } from 'antd';
import { useDeleteUserMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { UserDto } from '../../api/generated';
import { useToast } from '../../app/toast';
import { fullName } from './user-names';

export function DeleteUserDialog({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  const toast = useToast();
  const [deleteUser, { isLoading }] = useDeleteUserMutation();

  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser({ id: user.id }).unwrap();
      toast({
        title: 'User Deleted',
        description: `${fullName(user)} has been deleted.`,
        variant: 'success',
      });
      onClose();
    } catch (err) {
      toast({
        title: 'Delete Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={user !== null}
      title="Delete User"
      okText="Delete"
      okButtonProps={{ danger: true }}
      confirmLoading={isLoading}
      onOk={confirm}
      onCancel={onClose}
    >
      {user && (
        <Typography.Paragraph>
          Are you sure you want to delete {user.firstName} {user.lastName}? This action cannot be
          undone.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
