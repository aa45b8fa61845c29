import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useSetUserPasswordMutation } from '../../api/admin-api';
import type { ApiError } from '../../api/base-api';
import type { UserDto } from '../../api/generated';
import { useToast } from '../../app/toast';
import { fullName } from './user-names';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_RULE_TEXT =
  'At least 8 characters, not only spaces; common breached passwords are refused';

/** Only whitespace, control, format or unassigned characters. */
const BLANK = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Cn}\p{Cs}]*$/u;

/**
 * Change Password: the button stays disabled while the password is too short or blank (the
 * server's rule; it also refuses common breached passwords, and its message is shown).
 */
export function ChangePasswordDialog({
  user,
  onClose,
}: {
  user: UserDto | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [setUserPassword, { isLoading }] = useSetUserPasswordMutation();
  const tooShort = [...password].length < MIN_PASSWORD_LENGTH || BLANK.test(password);

  const close = () => {
    setPassword('');
    onClose();
  };

  const submit = async () => {
    if (!user || tooShort) return;
    try {
      await setUserPassword({
        id: user.id,
        setUserPasswordDto: { newPassword: password },
      }).unwrap();
      toast({
        title: 'Password Updated',
        description: `The password of ${fullName(user)} has been changed.`,
        variant: 'success',
      });
      close();
    } catch (err) {
      toast({
        title: 'Password Change Failed',
        description: (err as ApiError).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={user !== null}
      title="Change Password"
      okText="Change Password"
      okButtonProps={{ disabled: tooShort }}
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={close}
    >
      {user && (
        <Typography.Paragraph>
          Set a new password for {fullName(user)} ({user.email}).
        </Typography.Paragraph>
      )}
      <Form layout="vertical" component="div">
        <Form.Item
          label="New Password"
          htmlFor="new-password"
          validateStatus={password && tooShort ? 'error' : undefined}
          help={PASSWORD_RULE_TEXT}
        >
          <Input.Password
            id="new-password"
            autoComplete="new-password"
            value={password}
            maxLength={128}
            onChange={(e) => setPassword(e.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
