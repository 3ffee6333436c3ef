/** Form bodies for the door, apart from the client: a request started while the page is being left builds one too. */

type FormScalar = string | number | boolean | Blob;
export type FormFields = Record<string, FormScalar | FormScalar[] | null | undefined>;

function append(form: FormData, name: string, value: FormScalar) {
  if (value instanceof Blob) form.append(name, value);
  else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
}

/**
 * A form body as the dashboard (a PHP back-end) reads it: lists as repeated `name[]`,
 * booleans as 1/0, null as an empty value, undefined left out.
 */
export function toForm(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const listName = name.endsWith('[]') ? name : `${name}[]`;
      for (const item of value) append(form, listName, item);
    } else {
      append(form, name, value ?? '');
    }
  }
  return form;
}
