import 'server-only';
export function parseJson<T>(body: BufferSource): T | null {
  try {
    return JSON.parse(new TextDecoder().decode(body)) as T;
  } catch {
    return null;
  }
}
