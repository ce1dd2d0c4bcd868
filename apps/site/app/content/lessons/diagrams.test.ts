import { describe, expect, it } from 'vitest';

const diagramFiles = import.meta.glob<string>('./diagrams/*.svg', { query: '?raw', import: 'default', eager: true });

/*
 * A diagram is scaled to the width of its figure, so its labels are only as large as that width allows. On a 375 px
 * phone the figure's inside is 309 px wide (the lesson column's 343 px, less the figure's padding and border), and a
 * label read there should be no smaller than 12 px.
 */
const phoneFigureWidth = 309;
const smallestReadableLabel = 12;

/** The viewBox width and the smallest font size a diagram declares (every label takes one of them). */
function labelScale(name: string, svg: string) {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const viewBox = /\sviewBox="([^"]*)"/
    .exec(open)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!viewBox || viewBox.length !== 4 || viewBox.some(Number.isNaN)) throw new Error(`${name}: no viewBox`);
  // Sizes set any other way (CSS, a scaling transform, units) would escape the check below.
  if (/<style|\sstyle=|\stransform=|font-size="[^"]*[^\d."][^"]*"/.test(svg)) {
    throw new Error(`${name}: sets a size the check cannot read (style, transform or a font-size with a unit)`);
  }
  if (!/\sfont-size="/.test(open)) throw new Error(`${name}: the <svg> sets no font-size for its labels`);
  const sizes = [...svg.matchAll(/\sfont-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  return { viewBoxWidth: viewBox[2]!, smallestFont: Math.min(...sizes) };
}

describe('the lesson diagrams', () => {
  const names = Object.keys(diagramFiles).map((path) => path.slice(path.lastIndexOf('/') + 1));

  it('are all here', () => {
    expect(names.length).toBeGreaterThanOrEqual(13);
  });

  it.each(names)('%s keeps its smallest label at 12 px or more on a 375 px phone', (name) => {
    const { viewBoxWidth, smallestFont } = labelScale(name, diagramFiles[`./diagrams/${name}`]!);
    expect(smallestFont * (phoneFigureWidth / viewBoxWidth)).toBeGreaterThanOrEqual(smallestReadableLabel);
  });
});
