import { Choice } from '@upm/ui';
import { type AlertInstruments, instrumentChoices } from '~/features/alerts/alert-choices';
import * as styles from './alerts.css';

export interface AlertChoiceFieldsProps {
  /** What to show ticked: the values typed before a refusal, else the stored choice. */
  kept?: Record<string, string>;
  current?: AlertInstruments;
  error?: string;
  /** Keeps ids unique when two forms are on one page. */
  idPrefix: string;
  onChange?: () => void;
}

/** The two answers to "which signals": every one, or the instruments ticked. */
const scopes = [
  { value: 'all', label: 'Every signal' },
  { value: 'chosen', label: 'Only the instruments ticked below' },
] as const;

/**
 * Which signals to be told of: every signal, or the instruments ticked. Plain radios and checkboxes in
 * fieldsets with legends, so it works without JavaScript and reads well with a screen reader.
 */
export function AlertChoiceFields({ kept, current = 'all', error, idPrefix, onChange }: AlertChoiceFieldsProps) {
  const scope = kept?.scope ?? (current === 'all' ? 'all' : 'chosen');
  const ticked = (field: string, symbol: string) =>
    kept ? kept[field] === 'on' : current !== 'all' && (current as string[]).includes(symbol);
  const errorId = `${idPrefix}-scope-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Which signals</legend>
      {scopes.map(({ value, label }) => (
        <Choice
          key={value}
          type="radio"
          name="scope"
          value={value}
          defaultChecked={scope === value}
          onChange={onChange}
        >
          {label}
        </Choice>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Instruments</legend>
        <ul className={styles.choices}>
          {instrumentChoices.map((choice) => (
            <li key={choice.field}>
              {/* The symbol is the label; the instrument's name is its description. */}
              <Choice
                type="checkbox"
                name={choice.field}
                title={choice.name}
                defaultChecked={ticked(choice.field, choice.symbol)}
                onChange={onChange}
              >
                {choice.symbol}
              </Choice>
            </li>
          ))}
        </ul>
      </fieldset>
    </fieldset>
  );
}
