// The admin CMS: a Module Federation remote exposing admin/App; it also runs standalone
// for development (webpack serve, port ADMIN_DEV_PORT or 4201) against the API at API_URL
// (default: the app on localhost:3000).
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { remoteOptions } = require('../tools/module-federation.cjs');
const { webpackBase } = require('../tools/webpack-base.cjs');

module.exports = (_env, argv) =>
  webpackBase({
    dir: __dirname,
    production: argv.mode === 'production',
    publicPath: 'auto',
    // swc's minifier instead of webpack's default terser: the remote's 2.2 MB of code minifies in
    // about a third of the time (the larger part of a build) into slightly smaller files. The
    // shell keeps terser, tuned for the home page's weight.
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    plugins: [new ModuleFederationPlugin(remoteOptions(__dirname))],
    devServer: {
      port: Number(process.env.ADMIN_DEV_PORT ?? 4201),
      proxy: [
        {
          context: ['/api', '/uploads', '/remotes'],
          target: process.env.API_URL ?? 'http://localhost:3000',
          // The Host header stays the dev server's, so the API's same-origin check accepts the
          // browser's Origin.
        },
      ],
    },
  });
