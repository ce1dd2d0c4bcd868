// The code points of Inter's two Latin faces (fonts.css). Every page asks for the small "core" face: the
// characters the site's English copy uses. The complete @fontsource Latin file is declared for the rest of
// its range, so a page that needs, say, "é" still gets Inter, at the cost of a second file.

/** A closed range of code points. */
export type CodeRange = readonly [first: number, last: number];

/** @fontsource-variable/inter's Latin file: the unicode-range it declares (inter-latin-wght-normal.woff2). */
export const fontsourceLatin = parseUnicodeRange(
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
    'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
);

/** Printable ASCII, and the few other characters the copy uses: no-break space, £ § © ® ° · ×, dashes, quotes, bullet, ellipsis, €, ™, minus. */
export const coreLatin: readonly CodeRange[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa3, 0xa3],
  [0xa7, 0xa7],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** The weights the design tokens use (regular 400 to bold 700): the core file keeps only that part of the axis. */
export const coreWeights = { min: 400, max: 700 } as const;

export function parseUnicodeRange(text: string): CodeRange[] {
  return text.split(',').map((part) => {
    const match = /^U\+([0-9A-F?]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`not a unicode-range item: ${part}`);
    const [, start, end] = match;
    if (start!.includes('?')) {
      return [parseInt(start!.replaceAll('?', '0'), 16), parseInt(start!.replaceAll('?', 'F'), 16)] as const;
    }
    return [parseInt(start!, 16), parseInt(end ?? start!, 16)] as const;
  });
}

export function formatUnicodeRange(ranges: readonly CodeRange[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

export function codePoints(ranges: readonly CodeRange[]): Set<number> {
  const points = new Set<number>();
  for (const [a, b] of ranges) for (let code = a; code <= b; code++) points.add(code);
  return points;
}

/** Sorted code points back to the fewest ranges. */
export function toRanges(points: Iterable<number>): CodeRange[] {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const code of sorted) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * What the complete Latin file still serves: its own range without the core characters and without control
 * characters (they draw nothing, and a newline in the page's text must not cost a download).
 */
export function restOfLatin(): CodeRange[] {
  const core = codePoints(coreLatin);
  return toRanges([...codePoints(fontsourceLatin)].filter((code) => !core.has(code) && !isControl(code)));
}
