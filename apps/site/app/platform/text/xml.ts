/*
 * Characters XML 1.0 forbids in a document (§2.2 Char): C0 controls but tab and line breaks, lone surrogates,
 * U+FFFE and U+FFFF. One of them, even escaped, makes the whole document ill-formed, so a reader drops the
 * feed; text from the database is stripped of them rather than trusted to hold none.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const notXmlChar = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for XML character data or an attribute value: markup escaped, characters XML 1.0 forbids removed. */
export function escapeXml(text: string): string {
  return text.replace(notXmlChar, '').replace(/[&<>"']/g, (char) => entities[char]!);
}
