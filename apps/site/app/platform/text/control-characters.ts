/*
 * Control characters nobody types: C0 controls and DEL. Tab, line feed and carriage return are text in a
 * multi-line field; everything else in the range breaks what the text is written into (U+0000 cannot be
 * stored in PostgreSQL text, XML 1.0 forbids the rest) and hides from the person who reads it. Browser-safe:
 * the forms check it on both sides.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const inText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const inName = /[\u0000-\u001F\u007F]/;

/** Whether text holds a control character other than tab and line breaks. */
export const hasControlCharacter = (text: string): boolean => inText.test(text);

/** Whether a name (a URL segment, an id, a query value) holds any control character, line breaks included. */
export const hasAnyControlCharacter = (text: string): boolean => inName.test(text);

/** The field message for text with a control character. */
export const controlCharacterMessage =
  'This field holds an invisible control character (pasted from elsewhere?): please remove it and try again.';
