// One Module Federation config factory for the shell (host) and the admin CMS (remote).
// Only the libraries both sides must hold a single copy of are shared, as singletons with the
// version each package.json requires; nothing else is shared by accident.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
];

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

/** Options for the host (`frontend-shell`): remotes are registered at run time, never here. */
function hostOptions(packageDir) {
  return {
    name: 'shell',
    remotes: {},
    shared: sharedSingletons(packageDir),
    dts: false,
  };
}

/** Options for the admin remote: exposes the CMS app as `admin/App`. */
function remoteOptions(packageDir) {
  return {
    name: 'admin',
    filename: 'remoteEntry.js',
    exposes: { './App': './src/remote-entry.tsx' },
    shared: sharedSingletons(packageDir),
    manifest: true,
    dts: false,
  };
}

module.exports = { SINGLETONS, sharedSingletons, hostOptions, remoteOptions };
