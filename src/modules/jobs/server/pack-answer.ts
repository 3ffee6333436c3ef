import 'server-only';
import { jobPack, type PackJob } from './pack';

/** "job-pack-miller-kitchen.pdf": plain ASCII, so no browser or header reads the name differently. */
export function packFileName(jobName: string): string {
  const slug = jobName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `job-pack-${slug || 'job'}.pdf`;
}

/** The pack as a download: personal (the site's address), so kept by no cache and sent to no other site. */
export async function packAnswer(job: PackJob, signal?: AbortSignal): Promise<Response> {
  const bytes = await jobPack(job, undefined, signal);
  return new Response(bytes as BufferSource, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${packFileName(job.name)}"`,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
}
