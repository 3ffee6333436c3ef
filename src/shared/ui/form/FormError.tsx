'use client';

import { Alert } from 'antd';

/** A form's own error (no answer, or a server failure not about one field), announced where the form is. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />;
}
