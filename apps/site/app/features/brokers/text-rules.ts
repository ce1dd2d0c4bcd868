/* Text checks shared by the broker schemas (browser-safe, no imports, so any schema module may use them). */

/** Whether a string is an absolute http(s) URL (an admin's URL is linked on public pages: no javascript: or data: links). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a string holds a C0 control character or DEL (U+0000–U+001F, U+007F). */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
