import { AREA_UNITS, MAX_COATS, POROSITIES } from '@/modules/catalogue/floor';
import {
  AREA_DECIMAL,
  AREA_MESSAGE,
  AREA_UNIT_MESSAGE,
  areaMaxMessage,
  canonicalJobName,
  characterCount,
  COATS_MESSAGE,
  HIDDEN_CHARACTERS,
  MAX_AREA,
  NAME_CHARACTERS_MESSAGE,
  NAME_LENGTH_MESSAGE,
  NAME_MAX_LENGTH,
  NAME_REQUIRED_MESSAGE,
  NOTES_LENGTH_MESSAGE,
  NOTES_MAX_LENGTH,
  POROSITY_MESSAGE,
  STATUS_MESSAGE,
} from '@/modules/jobs/config';
import type { AreaUnit } from '@/modules/catalogue/contract';
import type { JobFields, JobStatus } from '@/modules/jobs/contract';
import { checkAddress } from '../commerce/address';
import { text, type Form } from '../http';
import { DEFAULT_AREA_UNIT } from './state';

const ADDRESS_FIELDS = ['country', 'state', 'state_code', 'first_name', 'last_name', 'street1', 'street2', 'city', 'zip', 'phone'];
const STATUSES: JobStatus[] = ['planned', 'in_progress', 'done'];
const WHOLE = /^\d{1,3}$/;

const wasSent = (form: Form, names: string[]) => names.some((name) => name in form || `${name}[]` in form);

type Errors = Record<string, string>;
export type FieldsCheck = { ok: true; value: Partial<JobFields> } | { ok: false; errors: Errors };

function readName(form: Form, errors: Errors): string | undefined {
  const name = canonicalJobName(text(form, 'name'));
  if (!name) errors.name = NAME_REQUIRED_MESSAGE;
  else if (characterCount(name) > NAME_MAX_LENGTH) errors.name = NAME_LENGTH_MESSAGE;
  else if (HIDDEN_CHARACTERS.test(name)) errors.name = NAME_CHARACTERS_MESSAGE;
  else return name;
}

/** docs/contract.md §5 address rules; all address fields empty means no site. */
function readSite(form: Form, errors: Errors): JobFields['site'] | undefined {
  if (ADDRESS_FIELDS.every((field) => !text(form, field))) return null;
  const checked = checkAddress(form);
  if (checked.ok) return checked.address;
  Object.assign(errors, checked.errors);
}

function readArea(form: Form, errors: Errors): Pick<JobFields, 'area' | 'area_unit'> | undefined {
  const rawUnit = text(form, 'area_unit').toLowerCase();
  const unit = (rawUnit || DEFAULT_AREA_UNIT) as AreaUnit;
  if (!AREA_UNITS.includes(unit)) {
    errors.area_unit = AREA_UNIT_MESSAGE;
    return;
  }
  const raw = text(form, 'area');
  if (!raw) return { area: null, area_unit: unit };
  const area = Number(raw);
  if (!AREA_DECIMAL.test(raw) || area <= 0) errors.area = AREA_MESSAGE;
  else if (area > MAX_AREA[unit]) errors.area = areaMaxMessage(unit);
  else return { area, area_unit: unit };
}

function readChoice<T extends string>(form: Form, field: string, choices: T[], message: string, errors: Errors): T | null | undefined {
  const raw = text(form, field).toLowerCase();
  if (!raw) return null;
  if ((choices as string[]).includes(raw)) return raw as T;
  errors[field] = message;
}

function readCoats(form: Form, errors: Errors): number | null | undefined {
  const raw = text(form, 'coats');
  if (!raw) return null;
  const coats = Number(raw);
  if (WHOLE.test(raw) && coats >= 1 && coats <= MAX_COATS) return coats;
  errors.coats = COATS_MESSAGE;
}

function readNotes(form: Form, errors: Errors): string | undefined {
  const notes = text(form, 'notes').normalize('NFC').replace(/\r\n?/g, '\n');
  if (characterCount(notes) > NOTES_MAX_LENGTH) errors.notes = NOTES_LENGTH_MESSAGE;
  else return notes;
}

/**
 * The job fields a create or update sends. A group (name; the site's address fields; area with its
 * unit; porosity; coats; notes; status) is read when any of its fields was sent; an update keeps the
 * groups it did not send, a create starts them empty (status planned).
 */
export function readJobFields(form: Form, mode: 'create' | 'update'): FieldsCheck {
  const errors: Errors = {};
  const value: Partial<JobFields> = {};
  const creating = mode === 'create';
  if (creating || wasSent(form, ['name'])) value.name = readName(form, errors);
  if (creating || wasSent(form, ADDRESS_FIELDS)) value.site = readSite(form, errors);
  if (creating || wasSent(form, ['area', 'area_unit'])) Object.assign(value, readArea(form, errors));
  if (creating || wasSent(form, ['porosity'])) value.porosity = readChoice(form, 'porosity', POROSITIES, POROSITY_MESSAGE, errors);
  if (creating || wasSent(form, ['coats'])) value.coats = readCoats(form, errors);
  if (creating || wasSent(form, ['notes'])) value.notes = readNotes(form, errors);
  const status = readChoice(form, 'status', STATUSES, STATUS_MESSAGE, errors);
  if (status) value.status = status;
  else if (creating && status === null) value.status = 'planned';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
