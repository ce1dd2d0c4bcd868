export { ContactForm } from './ContactForm';
export type { ContactFieldLayout, ContactFormProps, ContactFormResult } from './ContactForm';
