import { honeypotField } from './public-form';
import * as styles from './public-form.css';

/**
 * The honeypot of a public form: people never see or reach it (off screen, out of the tab order, hidden from
 * assistive technology); a bot that fills it is answered as a person would be and nothing is stored
 * (readPublicForm).
 */
export function PublicFormHoneypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`${idPrefix}-${honeypotField}`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-${honeypotField}`}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
