'use client';

import type { UploadFile, UploadProps } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { MAX_REVIEW_PHOTO_MB, photoProblem, sendable } from './photos';

type UploadChangeParam = Parameters<NonNullable<UploadProps['onChange']>>[0];

/**
 * The picked photos and their docs/contract.md §4 statuses. The API takes the images in the review's own
 * multipart request, so there is no separate upload per file:
 * - picked → checked here: 'done' (ready to go) or 'error' with the reason (wrong type, too big);
 * - removed → 'removed' (antd drops it from the list; the change is announced);
 * - publishing → every sendable photo is 'uploading', with the request's progress;
 * - after a failure → 'done' again, or 'error' with the server's message ('upload error' when it
 *   gave none). Server-rejected photos are sent again on the next try; locally rejected ones never.
 */
export function useReviewPhotos() {
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const t = useTranslations('reviews.client.photos');

  const onChange = useCallback(
    ({ file, fileList }: UploadChangeParam) => {
      const checked = (item: UploadFile): UploadFile => {
        const problem = item.originFileObj ? photoProblem(item.originFileObj) : null;
        return problem ? { ...item, status: 'error', response: t(problem, { mb: MAX_REVIEW_PHOTO_MB }) } : { ...item, status: 'done', percent: 100 };
      };
      const describe = (item: UploadFile) =>
        item.status === 'error' ? t('notAdded', { name: item.name, reason: String(item.response) }) : t('added', { name: item.name });
      // Newly picked files arrive without a status; removal comes as a copy marked 'removed'.
      const picked = fileList.filter((item) => !item.status).map(checked);
      if (file.status === 'removed') setAnnouncement(t('removed', { name: file.name }));
      else if (picked.length) setAnnouncement(picked.map(describe).join(' '));
      const pickedByUid = new Map(picked.map((item) => [item.uid, item]));
      setPhotos(fileList.map((item) => pickedByUid.get(item.uid) ?? item));
    },
    [t],
  );

  /** Marks the sendable photos as uploading and returns their files, in the order they are sent. */
  const startSending = useCallback(() => {
    const outgoing = sendable(photos);
    const uids = new Set(outgoing.map((item) => item.uid));
    setPhotos((list) => list.map((item) => (uids.has(item.uid) ? { ...item, status: 'uploading', percent: 0 } : item)));
    if (outgoing.length) setAnnouncement(t('uploading', { count: outgoing.length }));
    return {
      files: outgoing.map((item) => item.originFileObj as File),
      progress: (percent: number) =>
        setPhotos((list) => list.map((item) => (uids.has(item.uid) ? { ...item, percent } : item))),
      /** After a failure: each sent photo is ready again, or in error with the server's message. */
      settle: (errorsByIndex: Map<number, string>) => {
        const order = outgoing.map((item) => item.uid);
        setPhotos((list) =>
          list.map((item) => {
            const index = order.indexOf(item.uid);
            if (index < 0) return item;
            const error = errorsByIndex.get(index);
            return error ? { ...item, status: 'error', response: error } : { ...item, status: 'done', response: undefined };
          }),
        );
      },
    };
  }, [photos, t]);

  return { photos, onChange, startSending, announcement };
}

