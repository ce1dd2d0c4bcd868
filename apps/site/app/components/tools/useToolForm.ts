import { useRef, useState, type ChangeEvent } from 'react';
import { type ToolForm, toolSearch } from '~/lib/tools/tool-fields';

/**
 * A tool form's state in the browser: the values as typed, kept in the address bar (replaceState, so the
 * result can be bookmarked and no request is made). Without scripts the form submits by GET and the server
 * renders the result.
 */
export function useToolForm<Field extends string>(
  form: ToolForm<Field, unknown>,
  initial: Record<Field, string>,
  /** Adjusts the other values when one changes (a new pair brings its sample price). */
  adjust?: (next: Record<Field, string>, changed: Field) => Record<Field, string>,
) {
  const [values, setValues] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const name = event.target.name as Field;
    if (!form.fields.includes(name)) return;
    let next = { ...values, [name]: event.target.value };
    if (adjust) next = adjust(next, name);
    setValues(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${toolSearch(form, next)}`);
  };

  return { values, formRef, onChange };
}
