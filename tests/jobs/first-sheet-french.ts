import { http } from 'msw';
import { expect } from 'vitest';
import type { Job, SharedJob } from '@/modules/jobs/contract';
import { SANDBOX_ORIGIN, sandbox } from '../msw/server';

/**
 * A dashboard that has French for a job's first sheet only (docs/contract.md §12): the sandbox's
 * French answer to `path` (jobs/view, jobs/shared), with every later sheet put back to the English
 * one the dashboard answers without the header, `locale: 'en-US'`. `served` gets the job as answered.
 */
export function firstSheetOnlyInFrench(path: string, served: (job: Job | SharedJob) => void = () => {}) {
  return http.post(`${SANDBOX_ORIGIN}/api/${path}`, async ({ request }) => {
    expect(request.headers.get('accept-language')).toBe('fr-CA');
    const body = await request.text();
    const ask = (language: string | null) => {
      const headers = new Headers(request.headers);
      if (language) headers.set('accept-language', language);
      else headers.delete('accept-language');
      return sandbox.app.fetch(new Request(request.url, { method: 'POST', headers, body }));
    };
    const french = await ask('fr-CA');
    if (!french.ok) return french;
    const answer = (await french.json()) as { data: Job | SharedJob };
    const english = ((await (await ask(null)).json()) as { data: Job | SharedJob }).data;
    let first = true;
    answer.data.lines.forEach((line, lineIndex) => {
      line.technical_data = line.technical_data.map((sheet, sheetIndex) => {
        if (first) {
          first = false;
          return sheet;
        }
        return { ...english.lines[lineIndex].technical_data[sheetIndex], locale: 'en-US' };
      });
    });
    served(answer.data);
    return Response.json(answer);
  });
}
