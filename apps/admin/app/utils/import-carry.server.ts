import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { IMPORT_MAX_BYTES } from './import-form';

// A checked file carried to the import's confirmation in the page itself (a hidden field), so that
// "Import" sends the very file that was checked without the staff member picking it again and
// without the file stored anywhere on the server. Deflated (a CSV shrinks to a fifth or less) and
// base64url: the bytes as they came (a quoted line break of a description stays LF, where a form's
// text would be sent with CRLF). A file whose carried form is larger than CARRY_MAX is not
// carried: the page asks for it again.

/** The largest carried form, in characters (the page carries it twice: the field and React's data). */
export const CARRY_MAX = 512 * 1024;

/** The file as the page carries it, or null when it is too large to. */
export function carry(bytes: Uint8Array): string | null {
  const text = deflateRawSync(bytes, { level: 9 }).toString('base64url');
  return text.length <= CARRY_MAX ? text : null;
}

/** The bytes of a carried file, or null when the field is not one. */
export function uncarry(text: string): Uint8Array | null {
  if (!text || text.length > CARRY_MAX || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return new Uint8Array(
      inflateRawSync(Buffer.from(text, 'base64url'), { maxOutputLength: IMPORT_MAX_BYTES }),
    );
  } catch {
    return null;
  }
}

/**
 * The posted form of a request whose body may be at most `max` bytes: read as it comes and given
 * up past it (null), whatever its Content-Length says. The admin's server has no body limit of its
 * own; this route's forms carry a file of up to 20 MB.
 */
export async function limitedFormData(request: Request, max: number): Promise<FormData | null> {
  const declared = Number(request.headers.get('content-length') ?? '');
  const reader = request.body?.getReader();
  if (!reader) return new FormData();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = Number.isFinite(declared) && declared > max;
  // A body too large is still read to its end (and thrown away): a browser that is cut off while
  // it sends shows a broken connection, not the page's answer…
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) over = true;
    // …up to a point: past twice the limit, the connection is given up.
    if (size > 2 * max) {
      await reader.cancel();
      break;
    }
    if (!over) chunks.push(value);
    else chunks.length = 0;
  }
  if (over) return null;
  return new Response(new Blob(chunks as BlobPart[]), {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }).formData();
}
