import { parseJson } from './json';

/** One text field of a urlencoded, multipart or JSON body, or null. */
export async function readBodyField(body: BufferSource | undefined, contentType: string, name: string): Promise<unknown> {
  if (!body || body.byteLength === 0) return null;
  if (contentType.includes('application/json')) return parseJson<Record<string, unknown>>(body)?.[name] ?? null;
  if (!contentType.includes('form')) return null;
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    return form.get(name);
  } catch {
    return null;
  }
}
