import { ANSWER_HEADERS, apiUrl } from './call';
import { TIMEOUT_MESSAGE } from './errors';

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

/**
 * A POST to `/api<path>` that reports how much of its body has gone (0–100), for a form that
 * shows an upload's progress: fetch cannot tell, so this one call of the browser is an XHR. Its
 * answer is a Response like callApi's, read by readAnswer (call.ts).
 */
export function uploadWithProgress(path: string, body: FormData, onProgress: (percent: number) => void, { headers = {}, timeoutMs }: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries({ ...ANSWER_HEADERS, ...headers })) xhr.setRequestHeader(name, value);
    if (timeoutMs !== undefined) xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, headers: headersOf(xhr) }));
    xhr.onerror = () => reject(new TypeError('The upload got no answer.'));
    xhr.ontimeout = () => reject(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError'));
    xhr.send(body);
  });
}
