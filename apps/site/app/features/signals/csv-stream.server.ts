/**
 * A CSV download streamed a batch at a time, as `rows` yields it. The server holds one batch however long the
 * record is, and a client that stops reading stops the reads.
 */
export function csvResponse(rows: AsyncGenerator<string>, filename: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      // RFC 4180 §3: text/csv, with the header row announced.
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-cache',
    },
  });
}
