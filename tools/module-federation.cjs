// One Module Federation config factory for the shell (host) and the admin CMS (remote).
// Only the libraries both sides must hold a single copy of are shared, as singletons with the
// version each package.json requires; nothing else is shared by accident. A shared library is
// built whole (no tree shaking), so a library joins this list only when the two sides must hold
// the same copy: React (hooks) and react-redux (its context). Nothing else crosses the contract
// (src/contract/admin-remote.ts): the remote keeps its own store, navigates through the
// contract's `navigate` and styles with Ant Design, so @reduxjs/toolkit, react-router-dom and
// styled-components stay out (docs/decisions/0080-home-page-weight.md).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'react-redux'];

// The runtime runs in browsers only: leave out its Node.js loading code.
const experiments = { optimization: { target: 'web' } };

function sharedSingletons(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) continue;
    shared[name] = { singleton: true, requiredVersion: deps[name], eager: false };
  }
  return shared;
}

/**
 * What the shell provides to the remote at run time: the same singletons, each with the version
 * installed and the range the shell's package.json requires. The shell is a runtime-only host (it
 * calls the federation runtime when /admin opens), so the home page carries no federation code.
 */
function hostRuntimeShared(packageDir) {
  const shared = {};
  for (const [name, options] of Object.entries(sharedSingletons(packageDir))) {
    const manifest = require.resolve(`${name}/package.json`, { paths: [packageDir] });
    const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
    shared[name] = { version, requiredVersion: options.requiredVersion };
  }
  return shared;
}

/** Options for the admin remote: exposes the CMS app as `admin/App`. */
function remoteOptions(packageDir) {
  return {
    name: 'admin',
    filename: 'remoteEntry.js',
    exposes: { './App': './src/remote-entry.tsx' },
    shared: sharedSingletons(packageDir),
    manifest: true,
    experiments,
    dts: false,
  };
}

module.exports = { SINGLETONS, sharedSingletons, hostRuntimeShared, remoteOptions };
