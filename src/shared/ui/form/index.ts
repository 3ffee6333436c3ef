export { FormikCheckbox } from './FormikCheckbox';
export { FormikForm } from './FormikForm';
export { FormikInput } from './FormikInput';
export { FormikPassword } from './FormikPassword';
export { serverErrorOf, showServerErrors, type ServerFieldStatus } from './server-errors';
export { useFieldItem, type FieldItemOptions } from './use-field-item';
