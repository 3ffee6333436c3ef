export { FormikCheckbox } from './FormikCheckbox';
export { FormikForm } from './FormikForm';
export { FormFrame, type FormFrameProps } from './FormFrame';
export { ModalForm } from './ModalForm';
export { FormikInput, FormikPassword, formikTextField } from './FormikTextField';
export { serverErrorOf, showServerErrors, type ServerFieldStatus } from './server-errors';
export { useFieldItem, type FieldItemOptions } from './use-field-item';
export { placeServerError, tooManyAttempts } from './server-message';
export { FormError } from './FormError';
