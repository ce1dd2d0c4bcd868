import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchSnippet } from '~/lib/search/SearchSnippet';
import { maxQueryLength, maxQueryTerms, parseQuery, snippet } from './search-query';

describe('the search query', () => {
  it('is empty for a missing or blank q', () => {
    expect(parseQuery(null)).toMatchObject({ text: '', terms: [], truncated: false });
    expect(parseQuery('   ')).toMatchObject({ text: '', terms: [] });
  });

  it('is cut at the length cap and says so', () => {
    const parsed = parseQuery('pip '.repeat(200));
    expect(parsed.text.length).toBeLessThanOrEqual(maxQueryLength);
    expect(parsed.truncated).toBe(true);
  });

  it('leaves out the words a question is phrased with', () => {
    expect(parseQuery('What is a pip?').terms).toEqual(['pip']);
    expect(parseQuery('how does a stop-loss work').terms).toEqual(['stop-loss', 'work']);
    // Words a trader asks about are not stop words.
    expect(parseQuery('long or short').terms).toEqual(['long', 'short']);
    // Nothing but stop words: they are the query.
    expect(parseQuery('About us').terms).toEqual(['about', 'us']);
  });

  it('keeps at most the word limit, duplicates counted once', () => {
    const parsed = parseQuery('a b c d e f g h i j k a');
    expect(parsed.terms).toHaveLength(maxQueryTerms);
    expect(parsed.truncated).toBe(true);
    expect(parseQuery('pip pip PIP').terms).toEqual(['pip']);
  });
});

describe('the snippet', () => {
  it('marks the words that start with a matched term', () => {
    const parts = snippet('A margin call warns that margins are low.', ['margin']);
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['margin', 'margins']);
    expect(parts.map((part) => part.text).join('')).toBe('A margin call warns that margins are low.');
  });

  it('shows the part of a long text around the first match', () => {
    const text = `${'word '.repeat(80)}the leverage sentence ${'tail '.repeat(80)}`;
    const parts = snippet(text, ['leverage']);
    const shown = parts.map((part) => part.text).join('');
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.length).toBeLessThan(200);
    expect(parts.some((part) => part.mark && part.text === 'leverage')).toBe(true);
  });

  it('renders markup in the text as text, the matches in <mark>', () => {
    const html = renderToStaticMarkup(
      <SearchSnippet parts={snippet('<img src=x onerror=alert(1)> pip & lot', ['pip'])} />,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('<mark>pip</mark> &amp; lot');
  });
});
