/** Largest form or JSON body accepted (64 KB; 413 beyond), so a client cannot make the server buffer without bound. */
export const maxBodyBytes = 64 * 1024;

const plain = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

async function readCapped(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw plain(413, 'Request body too large.');
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw plain(413, 'Request body too large.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/*
 * U+0000 is refused in every body: PostgreSQL text cannot hold it (the query fails), no browser field sends it,
 * and refusing it here keeps it from every handler, also those that read a field without a schema. Other
 * control characters are refused per field, with a message, by parseSubmission (platform/forms/submission.ts).
 */
const nullCharacter = 'Request refused: a field holds a null character (U+0000).';

const holdsNull = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\0')
    : typeof value === 'object' && value !== null
      ? Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNull(item))
      : false;

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Reads a form body (urlencoded or multipart) of at most `limit` bytes: 415 for other types, 413 when larger. */
export async function readForm(request: Request, limit: number = maxBodyBytes): Promise<FormData> {
  const type = mediaType(request);
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    throw plain(415, 'Unsupported content type: send a form.');
  }
  const body = await readCapped(request, limit);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'Content-Type': request.headers.get('content-type')! },
    }).formData();
  } catch {
    // A multipart body without its boundary, or cut short: the client's fault, not a server error.
    throw plain(400, 'Malformed form body.');
  }
  for (const [name, value] of form) {
    if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) throw plain(400, nullCharacter);
  }
  return form;
}

/**
 * Reads a JSON body of at most `limit` bytes. Form and text/plain bodies are refused with 415: a
 * cross-site page can send those without a CORS preflight, but not application/json.
 */
export async function readJson(request: Request, limit: number = maxBodyBytes): Promise<unknown> {
  const type = mediaType(request);
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw plain(415, 'Unsupported content type: send application/json.');
  }
  const body = await readCapped(request, limit);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    throw plain(400, 'Malformed JSON.');
  }
  if (holdsNull(value)) throw plain(400, nullCharacter);
  return value;
}
