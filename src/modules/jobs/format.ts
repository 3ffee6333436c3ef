import { AREA_UNIT_LABELS } from '@/modules/catalogue';
import type { JobSummary } from '@/modules/jobs/contract';

/** "45 m²", or a dash for a floor not measured yet. */
export const areaText = ({ area, area_unit }: Pick<JobSummary, 'area' | 'area_unit'>) => (area === null ? '—' : `${area} ${AREA_UNIT_LABELS[area_unit]}`);

export const linesText = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;
