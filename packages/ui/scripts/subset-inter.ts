// `pnpm --filter @upm/ui fonts:subset`: writes src/fonts/inter-core-wght-normal.woff2, the small Inter face every
// page asks for (see src/fonts/unicode-ranges.ts), from @fontsource-variable/inter's Latin file. The output
// is committed; run this again after upgrading @fontsource-variable/inter or changing the core characters.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { codePoints, coreLatin, coreWeights } from '../src/fonts/unicode-ranges.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const source = join(
  dirname(require.resolve('@fontsource-variable/inter/package.json')),
  'files/inter-latin-wght-normal.woff2',
);
const target = join(here, '../src/fonts/inter-core-wght-normal.woff2');

const text = String.fromCodePoint(...codePoints(coreLatin));
const input = readFileSync(source);
console.log(`subsetting ${source} to ${text.length} characters, weights ${coreWeights.min}-${coreWeights.max}…`);
const output = await subsetFont(input, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: coreWeights.min, max: coreWeights.max } },
});
writeFileSync(target, output);
console.log(`wrote ${target}: ${(input.length / 1024).toFixed(1)} KB → ${(output.length / 1024).toFixed(1)} KB`);
