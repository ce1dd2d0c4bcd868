import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml';

describe('XML text', () => {
  it('escapes markup and drops the characters XML 1.0 forbids, keeping tab and line breaks', () => {
    expect(escapeXml(`a<b>&"c"'d'`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    expect(escapeXml('x\u0000\u0008\u000b\u000c\u001b\u001fy')).toBe('xy');
    expect(escapeXml('tab\there\r\nnext')).toBe('tab\there\r\nnext');
    expect(escapeXml('lone \ud800 and \udfff, \ufffe \uffff')).toBe('lone  and ,  ');
    expect(escapeXml('pair 😀 é')).toBe('pair 😀 é');
  });
});
