import type { Porosity } from '@/shared/contract/catalogue';
import { checkAddress } from '../commerce/address';
import { text, type Form } from '../http';
import type { AreaUnit, JobFields, JobStatus } from './contract';
import { AREA_UNIT_LABELS, MAX_AREA, MAX_COATS, NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from './limits';
import { DEFAULT_AREA_UNIT } from './state';

const ADDRESS_FIELDS = ['country', 'state', 'state_code', 'first_name', 'last_name', 'street1', 'street2', 'city', 'zip', 'phone'];
const POROSITIES: Porosity[] = ['dense', 'average', 'porous'];
const STATUSES: JobStatus[] = ['planned', 'in_progress', 'done'];
const AREA_UNITS: AreaUnit[] = ['m2', 'ft2'];
// Plain decimals only: "1e3", "0x10", "+5", "Infinity" or "45,5" are not an area a person typed.
const DECIMAL = /^\d{1,6}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,3}$/;
// Control and invisible formatting characters (bidi overrides, zero-width) would make one name look like another on an invoice.
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const NAME_LENGTH_MESSAGE = `Name must be at most ${NAME_MAX_LENGTH} characters`;
export const NAME_CHARACTERS_MESSAGE = 'Name must not contain control or formatting characters';
export const AREA_MESSAGE = 'Floor area must be a number greater than 0';
export const AREA_UNIT_MESSAGE = 'Area unit must be m² or ft²';
export const POROSITY_MESSAGE = 'Porosity must be dense, average or porous';
export const COATS_MESSAGE = `Coats must be a whole number from 1 to ${MAX_COATS}`;
export const NOTES_LENGTH_MESSAGE = `Notes must be at most ${NOTES_MAX_LENGTH} characters`;
export const STATUS_MESSAGE = 'Status must be planned, in progress or done';
export const areaMaxMessage = (unit: AreaUnit) => `Floor area must be at most ${MAX_AREA[unit]} ${AREA_UNIT_LABELS[unit]}`;

/** Characters as a person counts them: an emoji or an accented letter is one. */
const length = (value: string) => [...value].length;

/** The one form of a name that rules, duplicates and invoices see: NFC, single spaces, trimmed. */
export const canonicalName = (raw: string) => raw.normalize('NFC').replace(/\s+/g, ' ').trim();

const wasSent = (form: Form, names: string[]) => names.some((name) => name in form || `${name}[]` in form);

type Errors = Record<string, string>;
export type FieldsCheck = { ok: true; value: Partial<JobFields> } | { ok: false; errors: Errors };

function readName(form: Form, errors: Errors): string | undefined {
  const name = canonicalName(text(form, 'name'));
  if (!name) errors.name = NAME_REQUIRED_MESSAGE;
  else if (length(name) > NAME_MAX_LENGTH) errors.name = NAME_LENGTH_MESSAGE;
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
  if (!DECIMAL.test(raw) || area <= 0) errors.area = AREA_MESSAGE;
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
  if (length(notes) > NOTES_MAX_LENGTH) errors.notes = NOTES_LENGTH_MESSAGE;
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
