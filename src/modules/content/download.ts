/**
 * docs/contract.md §7: PDF downloads fetch the file and save it as `<title>.pdf`. Fetching (instead of a plain
 * link) lets the file get the document's title as its name and surfaces a failed download.
 */

const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f]+/g;

export function pdfFileName(title: string): string {
  const base = title.replace(UNSAFE_FILE_CHARS, ' ').replace(/\s+/g, ' ').trim() || 'document';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

export class DownloadError extends Error {
  constructor(title: string) {
    super(`Could not download ${title}. Please try again.`);
    this.name = 'DownloadError';
  }
}

export async function downloadPdf(url: string, title: string): Promise<void> {
  let blob: Blob;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new DownloadError(title);
    blob = await response.blob();
  } catch {
    throw new DownloadError(title);
  }
  const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  const href = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = href;
  link.download = pdfFileName(title);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; give it a moment.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
