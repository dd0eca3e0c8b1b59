import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(?:js|mjs|css|html|svg|json|txt)$/;
// Below about one packet, compression saves nothing worth a second file.
const minBytes = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file of the build, at the
 * highest levels: the server sends them as they are, so users get the smallest transfer without the
 * server compressing on every request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'venuescout:precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const output of Object.values(bundle)) {
        if (!compressible.test(output.fileName)) continue;
        const source = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        if (source.length < minBytes) continue;
        const path = join(outDir, output.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
