import { Button, Notice, SessionTimeline, TextInput, useStoreAfterHydration } from '@upm/ui';
import { useEffect, useRef, useState } from 'react';
import { marketHoursGuide } from '~/content/tools/market-hours';
import { focusFirstInvalid } from '~/lib/forms/submission';
import type { FieldErrors } from '~/lib/forms/submission';
import { parseInstant } from '~/lib/tools/market-hours';
import { toolSearch } from '~/lib/tools/tool-shape';
import { type MarketHoursField, marketHoursShape } from '~/lib/tools/tool-shapes';
import { marketHoursView } from './market-hours-view';
import * as styles from './tools.css';

const noSubscription = () => () => {};
const serverZone = () => 'UTC';
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface MarketHoursToolProps {
  /** The moment the server showed (ISO). */
  at: string;
  /** The `at` field as the URL gave it; empty for now. */
  value: string;
  /** The server's message for that value, if any. */
  errors: FieldErrors<MarketHoursField>;
}

// The field's rules (zod) load on its first focus: see useToolForm.
const loadRules = () => import('~/lib/tools/market-hours-schema').then((module) => module.marketHoursErrors);

/**
 * The sessions at a moment: the server shows it in GMT; with scripts, the visitor's time zone, and "now" moves
 * on every half minute. A chosen moment (`?at=`) stays fixed.
 */
export function MarketHoursTool({ at, value: initialValue, errors: initialErrors }: MarketHoursToolProps) {
  const [value, setValue] = useState(initialValue);
  const [now, setNow] = useState(() => new Date(at));
  // GMT while hydrating (as the server rendered it), then the visitor's own zone.
  const zone = useStoreAfterHydration(noSubscription, visitorZone, serverZone);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState(initialErrors);
  const rules = useRef<ReturnType<typeof loadRules> | null>(null);
  const prepare = () => (rules.current ??= loadRules());
  const chosen = parseInstant(value.trim());
  const live = value.trim() === '';

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

  const moment = chosen ?? (live ? now : new Date(at));
  const view = marketHoursView(moment, zone);
  const copy = marketHoursGuide.fields.at;

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
        onFocus={() => void prepare()}
        onSubmit={(event) => {
          event.preventDefault();
          focusFirstInvalid(formRef.current, errors);
        }}
      >
        <TextInput
          name="at"
          label={copy?.label ?? 'Another moment'}
          hint={copy?.hint}
          error={errors.at}
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            const next = event.target.value;
            setValue(next);
            void prepare().then((check) => setErrors(check(next)));
            const search = next === '' ? '' : toolSearch(marketHoursShape, { at: next });
            window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
          }}
        />
        <div>
          <Button type="submit">Show this moment</Button>
        </div>
      </form>
    </div>
  );
}
