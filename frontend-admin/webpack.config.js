// The admin CMS: a Module Federation remote exposing admin/App; it also runs standalone
// for development (webpack serve, port ADMIN_DEV_PORT or 4201) against the API at API_URL
// (default: the app on localhost:3000).
const { join } = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remoteOptions } = require('../tools/module-federation.cjs');

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      path: join(__dirname, 'dist'),
      publicPath: 'auto',
      filename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      chunkFilename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
      new ModuleFederationPlugin(remoteOptions(__dirname)),
      new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body' }),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    devServer: {
      port: Number(process.env.ADMIN_DEV_PORT ?? 4201),
      historyApiFallback: true,
      proxy: [
        {
          context: ['/api', '/uploads', '/remotes'],
          target: process.env.API_URL ?? 'http://localhost:3000',
          // The Host header stays the dev server's, so the API's same-origin check accepts the
          // browser's Origin.
        },
      ],
    },
    performance: { hints: false },
  };
};
