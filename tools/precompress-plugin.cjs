// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, Zopfli: the same gzip format, about 4%
// smaller than zlib's best) copy beside each script of a production build, so the server sends
// the smallest encoding a browser accepts without compressing on every request
// (backend/src/web/static.ts; docs/decisions/0230-home-page-js-diet.md).
const { promisify } = require('node:util');
const { brotliCompress, constants } = require('node:zlib');
const { gzipAsync } = require('@gfx/zopfli');

const brotli = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this size a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = Object.entries(assets)
            .filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
            .map(async ([name, source]) => {
              const input = Buffer.from(source.buffer());
              const [br, gz] = await Promise.all([
                brotli(input, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
                  },
                }),
                gzipAsync(input, { numiterations: 15 }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(Buffer.from(gz)));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
