import { AdminRoot } from './app/AdminRoot';
import type { AdminRemoteProps } from './contract';

/** The module the shell loads as `admin/App` (props: the contract in ./contract). */
export default function AdminApp(props: AdminRemoteProps) {
  return <AdminRoot {...props} />;
}
