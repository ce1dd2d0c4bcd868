export { Field, useFieldIds, type FieldFrameProps, type FieldIds, type FieldProps } from './Field';
