import type { SnippetPart } from './search-query';

/** A result's snippet: plain text with the matched words in <mark> (React escapes the text). */
export function SearchSnippet({ parts }: { parts: readonly SnippetPart[] }) {
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
