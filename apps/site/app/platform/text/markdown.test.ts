import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown.server';

describe('markdownToHtml', () => {
  it('renders paragraphs, emphasis, lists and site links', () => {
    const html = markdownToHtml('A **pip** is small.\n\n- one\n- two\n\nSee [the tool](/tools/pip-value).');
    expect(html).toContain('<strong>pip</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/tools/pip-value">the tool</a>');
  });

  it('shows raw HTML as text and drops unsafe links to their text', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\nGo [here](javascript:alert(1)) <b onclick="x">b</b>');
    expect(html).not.toMatch(/<script|<b |javascript:/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('here');
  });

  it('keeps headings below the page title', () => {
    expect(markdownToHtml('# Title')).toBe('<h3>Title</h3>\n');
    expect(markdownToHtml('# Title', { topHeading: 2 })).toBe('<h2>Title</h2>\n');
  });
});
