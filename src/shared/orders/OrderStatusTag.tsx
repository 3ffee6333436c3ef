'use client';

import { Tag } from 'antd';
import type { Order } from '@/shared/contract/checkout';

/** antd's preset tag text (shade 7) is below 4.5:1 on its tint; shade 8 of each palette passes. */
const ORDER_STATUS: Record<Order['status'], { label: string; color: string; text?: string }> = {
  paid: { label: 'Paid', color: 'green', text: '#237804' },
  pending: { label: 'Pending', color: 'gold', text: '#874d00' },
  held: { label: 'Under review', color: 'blue', text: '#003eb3' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

export function OrderStatusTag({ status }: { status: Order['status'] }) {
  const shown = ORDER_STATUS[status];
  return (
    <Tag color={shown?.color} style={{ color: shown?.text }}>
      {shown?.label ?? status}
    </Tag>
  );
}
