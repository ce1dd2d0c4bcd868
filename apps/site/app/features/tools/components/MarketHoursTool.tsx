import { Button, Notice, SessionTimeline, TextInput, TextLink, useStoreAfterHydration } from '@upm/ui';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { marketHoursGuide } from '~/content/tools/market-hours';
import { focusFirstInvalid } from '~/platform/forms/submission';
import type { FieldErrors } from '~/platform/forms/submission';
import { type PickedMoment, pickedInstant, pickerErrors } from '~/features/tools/market-hours';
import { toolSearch } from '~/features/tools/tool-values';
import { marketHoursShape } from '~/features/tools/tool-shapes';
import { marketHoursView } from './market-hours-view';
import * as styles from './tools.css';

const noSubscription = () => () => {};
const serverZone = () => 'UTC';
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface MarketHoursToolProps {
  /** The moment the server showed (ISO). */
  at: string;
  /** The picker's values as the URL gave them (GMT); both empty for now. */
  date: string;
  time: string;
  /** The server's messages for those values, if any. */
  errors: FieldErrors<keyof PickedMoment>;
}

/**
 * The sessions at a moment: the server shows it in GMT; with scripts, the visitor's time zone, and "now" moves
 * on every half minute. A moment picked with the date and time inputs (GMT) stays fixed; without scripts the
 * form asks the server for it.
 */
export function MarketHoursTool({
  at,
  date: initialDate,
  time: initialTime,
  errors: initialErrors,
}: MarketHoursToolProps) {
  const [moment, setMoment] = useState<PickedMoment>({ date: initialDate, time: initialTime });
  const [now, setNow] = useState(() => new Date(at));
  // GMT while hydrating (as the server rendered it), then the visitor's own zone.
  const zone = useStoreAfterHydration(noSubscription, visitorZone, serverZone);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState(initialErrors);
  const chosen = pickedInstant(moment);
  const live = moment.date.trim() === '' && moment.time.trim() === '';

  useEffect(() => {
    if (!live) return;
    const tick = () => setNow(new Date());
    // At once (the page may have been cached or restored), then every half minute.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 30_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [live]);

  const shown = chosen ?? (live ? now : new Date(at));
  const view = marketHoursView(shown, zone);
  const copy = marketHoursGuide.fields;

  const change = (field: keyof PickedMoment) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...moment, [field]: event.target.value };
    setMoment(next);
    setErrors(pickerErrors(next));
    const search = next.date === '' && next.time === '' ? '' : toolSearch(marketHoursShape, { ...next, at: '' });
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  };

  // The GMT date and time pickers: a field named as its input type.
  const picker = (name: 'date' | 'time', label: string, range: { min?: string; max?: string } = {}) => (
    <TextInput
      type={name}
      name={name}
      label={copy[name]?.label ?? label}
      hint={copy[name]?.hint}
      error={errors[name]}
      value={moment[name]}
      {...range}
      onChange={change(name)}
    />
  );
  return (
    <div className={styles.form}>
      {view.weekendText ? (
        <Notice tone="warning" role="status">
          {view.weekendText}
        </Notice>
      ) : (
        <p role="status">{view.overlapText}</p>
      )}
      <SessionTimeline caption={view.caption} rows={view.rows} now={view.nowMinute} />
      <form
        method="get"
        action="/tools/market-hours"
        className={styles.form}
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          focusFirstInvalid(formRef.current, errors);
        }}
      >
        <div className={styles.fields}>
          {picker('date', 'Date (GMT)', { min: '2000-01-01', max: '2100-12-31' })}
          {picker('time', 'Time (GMT)')}
        </div>
        <div className={styles.actions}>
          <Button type="submit">Show this moment</Button>
          <TextLink href="/tools/market-hours">Back to now</TextLink>
        </div>
      </form>
    </div>
  );
}
