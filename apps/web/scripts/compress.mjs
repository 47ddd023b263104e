// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
// quality: it is paid once here, and the server (@fastify/static preCompressed) sends the copy the
// browser accepts without compressing anything per request. A copy that would not be smaller than
// the file is not written, so the server sends the file itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
// Below this a compressed copy saves less than the extra round of headers is worth.
const MIN_BYTES = 256;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let files = 0;
let before = 0;
let afterBr = 0;
for (const path of walk(dist)) {
  if (!TEXT.test(path) || statSync(path).size < MIN_BYTES) continue;
  const source = readFileSync(path);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  files += 1;
  before += source.length;
  afterBr += Math.min(br.length, source.length);
}
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(afterBr / 1024).toFixed(0)} KB brotli`,
);
