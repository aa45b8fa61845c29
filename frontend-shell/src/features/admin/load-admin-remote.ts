import type { ComponentType } from 'react';
import {
  batch,
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  Provider,
  ReactReduxContext,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux';
import type { AdminRemoteProps } from '../../contract/admin-remote';

/** Set at build time from tools/module-federation.cjs: the shared singletons and their versions. */
declare const __SHARED_SINGLETONS__: Record<string, { version: string; requiredVersion: string }>;

type Federation = ReturnType<
  (typeof import('@module-federation/enhanced/runtime'))['createInstance']
>;

// The shell's own copies of the singletons the remote shares; each import resolves to the module
// the shell already runs, so the remote renders with the same React. react-redux is handed over
// without `connect`, the class-component API neither app uses: passing its whole module would make
// webpack keep `connect` in the home page's bundle (docs/decisions/0230-home-page-js-diet.md).
const libraries: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
  'react-redux': async () => ({
    batch,
    createDispatchHook,
    createSelectorHook,
    createStoreHook,
    Provider,
    ReactReduxContext,
    shallowEqual,
    useDispatch,
    useSelector,
    useStore,
  }),
};

let federation: Promise<Federation> | undefined;

/** The federation runtime, started on first use with the shell's singletons as shared modules. */
function startFederation(): Promise<Federation> {
  federation ??= (async () => {
    const { createInstance } = await import('@module-federation/enhanced/runtime');
    const shared: Record<string, object> = {};
    for (const [name, { version, requiredVersion }] of Object.entries(__SHARED_SINGLETONS__)) {
      const load = libraries[name];
      if (!load) throw new Error(`No shell copy of the shared library ${name}`);
      const lib = await load();
      shared[name] = {
        version,
        lib: () => lib,
        shareConfig: { singleton: true, requiredVersion },
      };
    }
    return createInstance({ name: 'shell', remotes: [], shared });
  })();
  return federation;
}

let registered = false;

/**
 * Loads the admin CMS (`admin/App`) from the URL the server configured at run time. Called only
 * when /admin is opened, so the public pages never download the remote, Ant Design or the
 * federation runtime. A retry registers the remote afresh, so a failed first download is not
 * remembered.
 */
export async function loadAdminRemote(
  entryUrl: string,
  retry = false,
): Promise<ComponentType<AdminRemoteProps>> {
  const instance = await startFederation();
  if (!registered || retry) {
    const entry = new URL(entryUrl, window.location.href).href;
    instance.registerRemotes([{ name: 'admin', entry }], { force: registered });
    registered = true;
  }
  const module = await instance.loadRemote<{ default: ComponentType<AdminRemoteProps> }>(
    'admin/App',
  );
  if (!module?.default) throw new Error('The admin app could not be loaded');
  return module.default;
}
