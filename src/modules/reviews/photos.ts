import type { UploadFile } from 'antd';

export const MAX_REVIEW_PHOTOS = 6;
export const MAX_REVIEW_PHOTO_MB = 5;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** docs/contract.md §8: what an image shows when its upload failed and the server said nothing. */
export const UPLOAD_ERROR = 'upload error';

/** Why a picked file cannot go with the review (its message's key in reviews.client.photos), or null when it can. */
export type PhotoProblem = 'wrongType' | 'tooBig';

export function photoProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!REVIEW_PHOTO_TYPES.includes(file.type)) return 'wrongType';
  if (file.size > MAX_REVIEW_PHOTO_MB * 1024 * 1024) return 'tooBig';
  return null;
}

/** The picked files that pass the local checks: the ones sent with the review. */
export function sendable(list: UploadFile[]): UploadFile[] {
  return list.filter((item) => item.originFileObj && photoProblem(item.originFileObj) === null);
}

/**
 * Server errors about images, by the index of the sent file. `img_path.1` / `img_path[1]` name
 * one file; a bare `img_path` message names one by starting with "<file name>: " (as the
 * dashboard words it), or else concerns them all. A 413 (the request was too large, often
 * answered by a proxy with no message) fails every sent photo with 'upload error'.
 */
export function imageErrorsByIndex(status: number, fieldErrors: Record<string, string>, sentNames: string[]): Map<number, string> {
  const byIndex = new Map<number, string>();
  const all = (message: string) => sentNames.forEach((_, i) => byIndex.set(i, message));
  if (status === 413) all(UPLOAD_ERROR);
  for (const [field, raw] of Object.entries(fieldErrors)) {
    const match = /^img_path(?:\[\]|(?:\.|\[)(\d+)\]?)?$/.exec(field);
    if (!match) continue;
    const message = raw.trim() || UPLOAD_ERROR;
    if (match[1] !== undefined) {
      byIndex.set(Number(match[1]), message);
      continue;
    }
    const named = sentNames.findIndex((name) => message.startsWith(`${name}: `));
    if (named >= 0) byIndex.set(named, message.slice(sentNames[named].length + 2));
    else all(message);
  }
  return byIndex;
}
