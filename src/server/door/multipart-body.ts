import 'server-only';
import { Blob as NodeBlob } from 'node:buffer';
import { randomBytes } from 'node:crypto';

/** A file part: its bytes as parsed (a Blob of the parser's own), its file name and the type the door gives it. */
export interface FilePart {
  bytes: Blob;
  name: string;
  type: string;
}
export type FormPart = [name: string, value: string | FilePart];

/** A name or file name inside a part's quoted header, escaped as browsers and undici escape it (WHATWG form encoding). */
const quoted = (text: string) => text.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
/** A text value's line breaks as CRLF, as form encoding sends them. */
const crlf = (text: string) => text.replace(/\r?\n|\r/g, '\r\n');

/**
 * `parts` as a multipart/form-data body, a Blob made of the parts themselves: each file goes in
 * as the Blob the parser made, so the body holds no second copy of its bytes (a FormData read
 * into a buffer would). Node's own Blob, which keeps a Blob part by reference whatever the global
 * Blob is.
 */
export function multipartBody(parts: FormPart[]): { body: Blob; contentType: string } {
  const boundary = `----door-${randomBytes(16).toString('hex')}`;
  const pieces: (string | NodeBlob)[] = [];
  for (const [name, value] of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(crlf(name))}"`;
    if (typeof value === 'string') {
      pieces.push(`${disposition}\r\n\r\n${crlf(value)}\r\n`);
      continue;
    }
    pieces.push(`${disposition}; filename="${quoted(value.name)}"\r\nContent-Type: ${value.type}\r\n\r\n`, value.bytes as NodeBlob, '\r\n');
  }
  pieces.push(`--${boundary}--\r\n`);
  // Outside a test's DOM the global Blob is this very class.
  return { body: new NodeBlob(pieces) as Blob, contentType: `multipart/form-data; boundary=${boundary}` };
}
