/**
 * The body of the MIME part of `type` in a raw message as a local SMTP sink receives it, decoded (base64 or
 * quoted-printable). A message of one part is its own part: its headers name the type.
 */
export function mimePart(raw: string, type: string): string {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`Content-Type: ${type}`, 'i').test(head)) continue;
    const body = rest.join('\r\n\r\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    if (/Content-Transfer-Encoding: base64/i.test(head))
      return Buffer.from(body.replace(/\s/g, ''), 'base64').toString();
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString();
    }
    return body;
  }
  return '';
}
