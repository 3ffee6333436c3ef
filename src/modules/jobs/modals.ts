import type { BasketVariantFields } from '@/modules/basket/contract';
import type { AreaUnit, Porosity } from '@/modules/catalogue/contract';
import type { Job } from './contract';

/** This module's modals (docs/contract.md §2) and the props each opens with, joined to the one list by declaration merging. */
declare module '@/shared/modal/types' {
  interface ModalPropsByType {
    /** docs/contract.md §10: lines into one of the customer's jobs, or into a job made on the spot by name. */
    ADD_TO_JOB: {
      title: 'Add to job' | 'Save as a job' | 'Copy to job';
      /** Each line's variant and count, and how the dialog names it (the shape of the basket's wanted lines). */
      lines: { fields: BasketVariantFields; label: string }[];
      /** The job chosen beforehand (the calculator's). */
      jobId?: number;
      /** A job made here takes this floor (the calculator's area, coats and wood). */
      floor?: { area: number; area_unit: AreaUnit; coats: number; porosity: Porosity | null };
    };
    /** The confirmation before a job is deleted: what goes and what stays (its orders keep the name). */
    DELETE_JOB: Pick<Job, 'id' | 'name'>;
  }
}
