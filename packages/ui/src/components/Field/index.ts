export {
  Field,
  useFieldControl,
  useFieldIds,
  type FieldControlInput,
  type FieldFrameProps,
  type FieldIds,
  type FieldProps,
} from './Field';
