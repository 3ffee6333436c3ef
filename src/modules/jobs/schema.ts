import * as Yup from 'yup';
import { addressSchema, emptyAddress, type AddressValues } from '@/modules/address';
import { MAX_COATS } from '@/modules/catalogue';
import { AREA_DECIMAL, canonicalJobName, characterCount, jobNameFault, MAX_AREA, NOTES_MAX_LENGTH } from '@/modules/jobs/config';
import type { FormFields } from '@/shared/api/client';
import type { AreaUnit, Porosity } from '@/modules/catalogue/contract';
import type { Address } from '@/modules/checkout/contract';
import type { Job, JobStatus } from '@/modules/jobs/contract';
import { DEFAULT_LOCALE, type Locale } from '@/shared/i18n/locales';

/**
 * The area as the contract reads it (a plain decimal with a point): French writes the decimal
 * with a comma ("45,5"), which a French page takes as the same number; English takes only the point.
 */
export const areaAsTyped = (raw: string, locale: Locale = DEFAULT_LOCALE) => (locale === DEFAULT_LOCALE ? raw.trim() : raw.trim().replace(',', '.'));

/** A job's form (docs/contract.md §10 "Fields"): its own fields, and the site as the delivery address's fields. */
export interface JobValues extends AddressValues {
  name: string;
  area: string;
  area_unit: AreaUnit;
  porosity: Porosity | '';
  coats: string;
  notes: string;
  status: JobStatus;
}

const SITE_FIELDS = ['state', 'first_name', 'last_name', 'street1', 'street2', 'city', 'zip', 'phone'] as const;
const ADDRESS_FIELDS = ['country', 'state_code', ...SITE_FIELDS] as const;

/**
 * The site is given once any of its fields is (Country always has a choice, so it does not count).
 * Formik hands the schema empty fields as undefined.
 */
export const siteGiven = (values: Partial<Pick<JobValues, (typeof SITE_FIELDS)[number]>>) => SITE_FIELDS.some((field) => (values[field] ?? '').trim() !== '');

/**
 * The contract's rules' texts in the page's language (use-job-texts.ts): in English exactly the
 * contract's own (config.ts), which the dashboard answers too.
 */
export interface JobRuleTexts {
  nameRequired: string;
  nameLength: string;
  nameCharacters: string;
  area: string;
  areaMax: (unit: AreaUnit) => string;
  coats: string;
  notesLength: string;
  /** The page's language: a French page takes "45,5" as an area. */
  locale?: Locale;
}

const NAME_FAULT_TEXT = { required: 'nameRequired', length: 'nameLength', characters: 'nameCharacters' } as const;

/** A job's name as the dashboard takes it, with the contract's texts in the page's language. */
export const jobNameRule = (texts: JobRuleTexts) =>
  Yup.string().test('name', (raw, context) => {
    const fault = jobNameFault(raw ?? '');
    return fault === null || context.createError({ message: texts[NAME_FAULT_TEXT[fault]] });
  });

const jobRulesOf = (texts: JobRuleTexts) => ({
  name: jobNameRule(texts),
  area: Yup.string().test('area', (raw, context) => {
    const area = areaAsTyped(raw ?? '', texts.locale);
    if (!area) return true;
    if (!AREA_DECIMAL.test(area) || Number(area) <= 0) return context.createError({ message: texts.area });
    const unit = context.parent.area_unit as AreaUnit;
    return Number(area) <= MAX_AREA[unit] || context.createError({ message: texts.areaMax(unit) });
  }),
  coats: Yup.string().test('coats', texts.coats, (raw) => {
    const coats = (raw ?? '').trim();
    return !coats || (/^\d{1,3}$/.test(coats) && Number(coats) >= 1 && Number(coats) <= MAX_COATS);
  }),
  notes: Yup.string().test('notes', texts.notesLength, (notes) => characterCount(notes ?? '') <= NOTES_MAX_LENGTH),
});

/**
 * The job form's schema in the page's language. The site's address rules (the address module's
 * schema, `address`) apply only to a site being given; an empty site is no site.
 */
export function jobSchemaOf(texts: JobRuleTexts, address: typeof addressSchema = addressSchema) {
  const rules = jobRulesOf(texts);
  const withoutSite = Yup.object(rules);
  const withSite = address.shape(rules);
  return Yup.lazy((values: JobValues) => (siteGiven(values) ? withSite : withoutSite));
}

export const emptyJob = (areaUnit: AreaUnit): JobValues => ({
  ...emptyAddress,
  name: '',
  area: '',
  area_unit: areaUnit,
  porosity: '',
  coats: '',
  notes: '',
  status: 'planned',
});

const siteValues = (site: Address | null): AddressValues => (site ? { ...emptyAddress, ...site, take_by_myself: 0 } : emptyAddress);

export const jobValues = (job: Job, locale: Locale = DEFAULT_LOCALE): JobValues => ({
  ...siteValues(job.site),
  name: job.name,
  area: job.area === null ? '' : locale === DEFAULT_LOCALE ? String(job.area) : String(job.area).replace('.', ','),
  area_unit: job.area_unit,
  porosity: job.porosity ?? '',
  coats: job.coats === null ? '' : String(job.coats),
  notes: job.notes,
  status: job.status,
});

/** The fields a create or update sends: every group, the site's fields all empty when no site is given. */
export function jobFields(values: JobValues, locale: Locale = DEFAULT_LOCALE): FormFields {
  const given = siteGiven(values);
  const site = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, given ? values[field].trim() : '']));
  const { name, area, area_unit, porosity, coats, notes, status } = values;
  return { ...site, name: canonicalJobName(name), area: areaAsTyped(area, locale), area_unit, porosity, coats: coats.trim(), notes, status };
}
