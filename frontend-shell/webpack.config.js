// The shell: a runtime-only Module Federation host. The admin remote is registered at run time
// from the served configuration (see src/features/admin), never hard-coded here, and the shared
// singletons are handed to the federation runtime only when /admin opens, so the public pages
// carry no federation code and every library is tree-shaken (docs/decisions/0080-home-page-weight.md).
const { join } = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BannerPlugin, Compilation, DefinePlugin } = require('webpack');
const { hostRuntimeShared } = require('../tools/module-federation.cjs');

/** A file of react-router's production build (the package's exports map names only development). */
function reactRouterBuild(file) {
  const pkg = require.resolve('react-router/package.json', { paths: [__dirname] });
  return join(pkg, '..', 'dist', 'production', file);
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      path: join(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      chunkFilename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build to bundlers (it keeps its
      // development warnings on); the production build is the same API without them.
      alias: production
        ? {
            'react-router$': reactRouterBuild('index.mjs'),
            'react-router/dom$': reactRouterBuild('dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new DefinePlugin({ __SHARED_SINGLETONS__: JSON.stringify(hostRuntimeShared(__dirname)) }),
      new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body' }),
      // V8's explicit compile hint: compile every function of the entry while the file streams
      // in, off the main thread, instead of lazily on first call inside the start-up task (the
      // page calls most of it at once: React, the router, the store). Decision 0086.
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
          ]
        : []),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    devServer: {
      port: 4200,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/uploads', '/remotes'], target: 'http://localhost:3000' }],
    },
    performance: { hints: false },
  };
};
