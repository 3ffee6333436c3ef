'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadPdf } from '../download';
import { toast } from '@/shared/ui/toast';
import styles from './PdfDownloadList.module.css';

export interface PdfLink {
  title: string;
  url: string;
  /** `en` when the dashboard has the document in English only on a French page (contentLang, docs/i18n.md). */
  lang?: string;
}

/** One row per PDF, marked « (en anglais) » where it is in English on a French page; each downloads the file as `<title>.pdf` (docs/contract.md §7). */
export function PdfDownloadList({ items }: { items: PdfLink[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const t = useTranslations('content.client.documents');

  const download = async (item: PdfLink) => {
    setBusy(item.url);
    try {
      await downloadPdf(item.url, item.title);
    } catch {
      toast.error(t('downloadFailed', { title: item.title }));
    } finally {
      setBusy(null);
    }
  };

  if (items.length === 0) return <p>{t('none')}</p>;

  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.url} className={styles.item}>
          <span className={styles.icon} aria-hidden="true" />
          <span className={styles.title}>
            {item.lang ? t.rich('inEnglish', { title: item.title, doc: (chunks) => <span lang={item.lang}>{chunks}</span> }) : item.title}
          </span>
          <Button onClick={() => void download(item)} loading={busy === item.url} aria-label={t('downloadLabel', { title: item.title })}>
            {t('download')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
