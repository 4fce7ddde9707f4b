import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Decision 052: the built client's text files are compressed once, at build time, next to
// themselves (`x.js.br`, `x.js.gz`); @fastify/static (`preCompressed`) sends the one the browser
// accepts. Before, every phone downloaded the sign-in page's 281 KB of JavaScript as it was (87 KB
// as gzip, the size the web budget counts). Compressing at build time costs the server nothing per
// request, so it is done at the strongest settings.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser fetches as text: scripts, styles, the page, the manifest, the SVG icon. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers and the extra file cost. */
const MIN_BYTES = 1024;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `directory` of at least
 * MIN_BYTES, each only when it is smaller than the file. Returns what was compressed.
 */
export async function precompressDirectory(directory: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = await filesUnder(directory);
  // zlib's asynchronous calls run on libuv's threads: all files at once keep both cores busy.
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.byteLength < MIN_BYTES) return;
      const [brotliBody, gzipBody] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      summary.files += 1;
      summary.bytes += content.byteLength;
      if (brotliBody.byteLength < content.byteLength) {
        await writeFile(`${file}.br`, brotliBody);
        summary.brotliBytes += brotliBody.byteLength;
      }
      if (gzipBody.byteLength < content.byteLength) {
        await writeFile(`${file}.gz`, gzipBody);
        summary.gzipBytes += gzipBody.byteLength;
      }
    }),
  );
  return summary;
}
