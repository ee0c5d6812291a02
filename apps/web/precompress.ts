import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, at the highest levels (done once, so
 * the cost does not matter); the server sends them by Accept-Encoding. A file that does not get
 * smaller stays plain only.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of files(outDir)) {
        // Prerendered pages are filled in and compressed by the server, as index.html is.
        if (!COMPRESSIBLE.test(path) || path.includes(`${sep}prerendered${sep}`)) continue;
        const plain = readFileSync(path);
        const br = brotliCompressSync(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          },
        });
        const gz = gzipSync(plain, { level: 9 });
        if (br.length < plain.length) writeFileSync(`${path}.br`, br);
        if (gz.length < plain.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
