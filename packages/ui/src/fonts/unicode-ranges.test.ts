// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  codePoints,
  coreLatin,
  fontsourceLatin,
  formatUnicodeRange,
  parseUnicodeRange,
  restOfLatin,
  toRanges,
} from './unicode-ranges';

const css = readFileSync(fileURLToPath(new URL('../fonts.css', import.meta.url)), 'utf8');

/** The unicode-range of the @font-face whose src names `file`. */
function declaredRange(file: string): string {
  const face = css.split('@font-face').find((block) => block.includes(file));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`no @font-face for ${file} in fonts.css`);
  return range.replace(/\s+/g, ' ').trim();
}

describe('Inter Latin faces', () => {
  it('declare in fonts.css exactly the ranges computed here', () => {
    expect(declaredRange('inter-core-wght-normal.woff2')).toBe(formatUnicodeRange(coreLatin));
    expect(declaredRange('inter-latin-wght-normal.woff2')).toBe(formatUnicodeRange(restOfLatin()));
  });

  it('split the Latin file between them: no character in both, none lost but control characters', () => {
    const core = codePoints(coreLatin);
    const rest = codePoints(restOfLatin());
    expect([...core].filter((code) => rest.has(code))).toEqual([]);
    const lost = [...codePoints(fontsourceLatin)].filter((code) => !core.has(code) && !rest.has(code));
    expect(lost.every((code) => code < 0x20 || (code >= 0x7f && code <= 0x9f))).toBe(true);
    // The core face only holds characters the Latin file has.
    expect([...core].every((code) => codePoints(fontsourceLatin).has(code))).toBe(true);
  });

  it('parse and print unicode-range syntax', () => {
    expect(parseUnicodeRange('U+00??, U+0131, U+2000-206F')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
    expect(formatUnicodeRange(toRanges([0x41, 0x42, 0x43, 0xa9]))).toBe('U+0041-0043, U+00A9');
  });
});
