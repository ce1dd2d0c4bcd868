// Runs after `react-router build`: precompresses build/client and stamps the build (scripts/build-stamp.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { buildDir } from '../server/paths.ts';
import { compressibleExtensions } from '../server/static-files.ts';
import { writeBuildStamp } from './build-stamp.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const clientDir = join(buildDir(), 'client');

const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressibleExtensions.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name));

let before = 0;
let afterBr = 0;
let afterGzip = 0;
await Promise.all(
  files.map(async (file) => {
    const source = await readFile(file);
    // Compressed once at build, so the slowest, smallest settings cost nothing at request time.
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    before += source.length;
    afterBr += Math.min(br.length, source.length);
    afterGzip += Math.min(gz.length, source.length);
    // The server skips an encoding that saves nothing; so does the build.
    const writes: Promise<void>[] = [];
    if (br.length < source.length) writes.push(writeFile(`${file}.br`, br));
    if (gz.length < source.length) writes.push(writeFile(`${file}.gz`, gz));
    await Promise.all(writes);
  }),
);

await writeBuildStamp();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `postbuild: precompressed ${files.length} files in ${relative(process.cwd(), clientDir) || '.'}: ` +
    `${kb(before)} → br ${kb(afterBr)}, gzip ${kb(afterGzip)}`,
);
