// The shell: a runtime-only Module Federation host. The admin remote is registered at run time
// from the served configuration (see src/features/admin), never hard-coded here, and the shared
// singletons are handed to the federation runtime only when /admin opens, so the public pages
// carry no federation code and every library is tree-shaken (docs/decisions/0080-home-page-weight.md).
const { join } = require('node:path');
const { BannerPlugin, Compilation, DefinePlugin } = require('webpack');
const { hostRuntimeShared } = require('../tools/module-federation.cjs');
const { PrecompressPlugin } = require('../tools/precompress-plugin.cjs');
const { webpackBase } = require('../tools/webpack-base.cjs');

/** A file of react-router's production build (the package's exports map names only development). */
function reactRouterBuild(file) {
  const pkg = require.resolve('react-router/package.json', { paths: [__dirname] });
  return join(pkg, '..', 'dist', 'production', file);
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return webpackBase({
    dir: __dirname,
    production,
    publicPath: '/',
    // react-router's package exports only its development build to bundlers (it keeps its
    // development warnings on); the production build is the same API without them.
    alias: production
      ? {
          'react-router$': reactRouterBuild('index.mjs'),
          'react-router/dom$': reactRouterBuild('dom-export.mjs'),
        }
      : {},
    // Lets webpack drop the react-router components the shell never renders (<Form>, ...).
    rules: [
      {
        test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
        use: require.resolve('../tools/pure-react-calls-loader.cjs'),
      },
    ],
    // Three compression passes (webpack's default is two) and property reads taken as free of
    // side effects (no getter in this code base has any), so terser drops more dead code.
    optimization: {
      minimizeOptions: { javascript: { compress: { passes: 3, pure_getters: true } } },
    },
    plugins: [
      new DefinePlugin({ __SHARED_SINGLETONS__: JSON.stringify(hostRuntimeShared(__dirname)) }),
      // V8's explicit compile hint: compile every function of the entry while the file streams
      // in, off the main thread, instead of lazily on first call inside the start-up task (the
      // page calls most of it at once: React, the router, the store). (docs/decisions/0086-home-page-main-thread.md)
      ...(production
        ? [
            new BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              entryOnly: true,
              test: /^static\/main\./,
              // After minification, which would drop the comment; before the source map is final.
              stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
            }),
            new PrecompressPlugin(),
          ]
        : []),
    ],
    devServer: {
      port: 4200,
      proxy: [{ context: ['/api', '/uploads', '/remotes'], target: 'http://localhost:3000' }],
    },
  });
};
