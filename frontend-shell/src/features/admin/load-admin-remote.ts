import type { ComponentType } from 'react';
import type { AdminRemoteProps } from '../../contract/admin-remote';

let registered = false;

/**
 * Loads the admin CMS (`admin/App`) from the URL the server configured at run time. Called only
 * when /admin is opened, so the public pages never download the remote or Ant Design. A retry
 * registers the remote afresh, so a failed first download is not remembered.
 */
export async function loadAdminRemote(
  entryUrl: string,
  retry = false,
): Promise<ComponentType<AdminRemoteProps>> {
  const { registerRemotes, loadRemote } = await import('@module-federation/enhanced/runtime');
  if (!registered || retry) {
    const entry = new URL(entryUrl, window.location.href).href;
    registerRemotes([{ name: 'admin', entry }], { force: registered });
    registered = true;
  }
  const module = await loadRemote<{ default: ComponentType<AdminRemoteProps> }>('admin/App');
  if (!module?.default) throw new Error('The admin app could not be loaded');
  return module.default;
}
