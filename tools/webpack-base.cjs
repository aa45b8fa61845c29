// One webpack base for the shell and the admin CMS: TypeScript through swc, hashed file names in
// production, assets as files, source maps. Each app's webpack.config.js adds its entry's public
// path, its plugins and its dev server.
const { join } = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (its `src/index.ts`, `public/index.html`, `dist/`)
 * @param {boolean} options.production
 * @param {string} options.publicPath
 * @param {object} [options.alias] extra `resolve.alias` entries
 * @param {object[]} [options.rules] extra module rules (for example loaders for some libraries)
 * @param {object} [options.optimization] webpack `optimization` settings
 * @param {unknown[]} [options.plugins] plugins before the HTML page's
 * @param {object} options.devServer
 */
function webpackBase({
  dir,
  production,
  publicPath,
  alias = {},
  rules = [],
  optimization,
  plugins = [],
  devServer,
}) {
  const name = production ? 'static/[name].[contenthash:10].js' : 'static/[name].js';
  return {
    context: dir,
    entry: './src/index.ts',
    output: {
      path: join(dir, 'dist'),
      publicPath,
      filename: name,
      chunkFilename: name,
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
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
        ...rules,
      ],
    },
    plugins: [
      ...plugins,
      new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body' }),
    ],
    ...(optimization && { optimization }),
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    devServer: { historyApiFallback: true, ...devServer },
    performance: { hints: false },
  };
}

module.exports = { webpackBase };
