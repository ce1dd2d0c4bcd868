import { describe, expect, it } from 'vitest';
import { glossaryLinker, inlineDiagram, renderMarkdown } from './lesson-markdown.server';
import { beginnerOutline, lessonPage } from './lessons.server';

const diagram =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="400" role="presentation"><rect width="10" height="10" fill="currentColor"/></svg>\n';

describe('lesson Markdown', () => {
  it('shows raw HTML as text instead of passing it through', () => {
    const { html } = renderMarkdown(
      'Before <script>alert(1)</script> after <img src=x onerror="alert(2)">\n\n<div onclick="x()">block</div>\n\n<b>&lt;',
    );
    expect(html).not.toMatch(/<script|<img|<div|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;div onclick=&quot;x()&quot;&gt;');
  });

  it('links only to this site, an anchor or an https page', () => {
    const { html } = renderMarkdown(
      '[ok](/tools/pip-value) [anchor](#risk) [web](https://www.esma.europa.eu/) [bad](javascript:alert(1)) [proto](//evil.example/) [data](data:text/html,x)',
    );
    expect(html).toContain('<a href="/tools/pip-value">ok</a>');
    expect(html).toContain('<a href="#risk">anchor</a>');
    expect(html).toContain('<a href="https://www.esma.europa.eu/" rel="noopener noreferrer">web</a>');
    expect(html).not.toMatch(/javascript:|evil\.example|data:/);
    expect(html).toContain('bad');
  });

  it('inlines a diagram as a named image in a figure, sized by the page', () => {
    const { html } = renderMarkdown('Text.\n\n![A square filled with the text colour](diagram:square)\n', {
      diagrams: { square: diagram },
    });
    expect(html).toContain(
      '<figure class="lesson-figure"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="A square filled with the text colour" focusable="false" class="lesson-diagram"><rect',
    );
    expect(html).not.toMatch(/<\?xml|role="presentation"|width="400"|<p><svg/);
  });

  it('refuses a missing diagram, one without alt text, and one that could run or fetch something', () => {
    expect(() => renderMarkdown('![A missing picture here](diagram:nowhere)', { diagrams: {} })).toThrow(
      /No diagram "nowhere"/,
    );
    expect(() => inlineDiagram('square', diagram, '')).toThrow(/alt text/);
    for (const bad of [
      '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>',
      '<svg viewBox="0 0 1 1" onload="alert(1)"></svg>',
      '<svg viewBox="0 0 1 1"><image href="https://tracker.example/x.png"/></svg>',
      '<svg viewBox="0 0 1 1"><foreignObject></foreignObject></svg>',
    ]) {
      expect(() => inlineDiagram('bad', bad, 'A diagram of something')).toThrow(/script|outside/);
    }
    expect(() => inlineDiagram('bad', '<svg><rect/></svg>', 'A diagram of something')).toThrow(/viewBox/);
  });

  it('shows any other image as its alt text', () => {
    expect(renderMarkdown('![a chart](https://tracker.example/x.png)').html).toBe('<p>a chart</p>\n');
  });

  it('lists the ## headings for the contents, with unique anchors that avoid the page’s own', () => {
    const { html, toc } = renderMarkdown(
      '## What a pip is\n\ntext\n\n### Detail\n\n## Worked example\n\n## What a *pip* is\n',
      { reservedIds: ['worked-example'] },
    );
    expect(toc).toEqual([
      { id: 'what-a-pip-is', text: 'What a pip is' },
      { id: 'worked-example-2', text: 'Worked example' },
      { id: 'what-a-pip-is-2', text: 'What a pip is' },
    ]);
    expect(html).toContain('<h2 id="what-a-pip-is">What a pip is</h2>');
    expect(html).toContain('<h3 id="detail">Detail</h3>');
    expect(html).toContain('<h2 id="what-a-pip-is-2">What a <em>pip</em> is</h2>');
  });

  it('keeps the page outline: a # heading becomes an h2', () => {
    expect(renderMarkdown('# Top').html).toBe('<h2 id="top">Top</h2>\n');
  });

  it('wraps a table in a focusable, named region that scrolls on a phone', () => {
    const { html } = renderMarkdown('| Lot | Units |\n| --- | --- |\n| Mini | 10,000 |\n');
    expect(html).toContain('<div class="lesson-table" role="region" tabindex="0" aria-label="Table: Lot, Units">');
    expect(html).toContain('<td>10,000</td>');
  });
});

describe('the glossary hook', () => {
  it('links nothing while the glossary is empty', () => {
    expect(glossaryLinker(['pip', 'spread'], new Set())('A pip and a spread.')).toBe('A pip and a spread.');
  });

  it('links the first mention of each known term only, outside headings and links', () => {
    const linkTerms = glossaryLinker(['margin-call', 'pip', 'lot'], new Set(['margin-call', 'pip']));
    const { html } = renderMarkdown(
      '## Pip basics\n\nA [pip](/tools/pip-value) is small. One pip, two pips. A Margin Call hurts; a margin call again. A lot.',
      { linkTerms },
    );
    expect(html).toContain('<h2 id="pip-basics">Pip basics</h2>');
    expect(html).toContain(
      '<a href="/tools/pip-value">pip</a> is small. One <a href="/glossary/pip">pip</a>, two pips.',
    );
    expect(html).toContain('<a href="/glossary/margin-call">Margin Call</a> hurts; a margin call again. A lot.');
  });
});

describe('the lesson pages', () => {
  it('render every lesson of the course, with contents, neighbours and the module quiz on its last lesson', () => {
    const outline = beginnerOutline();
    const sequence = outline.flatMap((module) => module.lessons);
    expect(sequence).toHaveLength(17);
    sequence.forEach((entry, index) => {
      const [moduleSlug, lessonSlug] = entry.key.split('/') as [string, string];
      const page = lessonPage(moduleSlug, lessonSlug)!;
      expect(page.lesson.path).toBe(`/education/beginner/${entry.key}`);
      expect(page.previous?.path).toBe(sequence[index - 1]?.path);
      expect(page.next?.path).toBe(sequence[index + 1]?.path);
      expect(page.toc.map((item) => item.id)).toEqual(
        expect.arrayContaining(['worked-example', 'check-your-understanding']),
      );
      const module = outline.find((candidate) => candidate.slug === moduleSlug)!;
      const last = module.lessons.at(-1)!.key === entry.key;
      expect(page.quiz?.path ?? null).toBe(last ? `/education/beginner/quiz/${moduleSlug}` : null);
    });
  });

  it('knows no lesson outside the index', () => {
    expect(lessonPage('introduction-to-trading', 'nothing')).toBeUndefined();
    expect(lessonPage('quiz', 'introduction-to-trading')).toBeUndefined();
  });
});
