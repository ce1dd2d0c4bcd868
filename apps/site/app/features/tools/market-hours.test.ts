import { describe, expect, it } from 'vitest';
import {
  dayTimeline,
  durationText,
  marketStatus,
  parseInstant,
  pickedInstant,
  pickerErrors,
  pickerValues,
} from './market-hours';
import { marketHoursErrors } from './market-hours-schema';
import { zonedInstant } from './zoned-time';

/*
 * Instants in 2026, checked by hand against the time-zone rules (IANA tz database): the US changes clocks on
 * 8 March and 1 November, the UK on 29 March and 25 October, Sydney ends daylight saving on 5 April and starts
 * it on 4 October. In January the sessions are the forex page's GMT table: Sydney 22–07, Tokyo 00–09,
 * London 08–17, New York 13–22.
 */

const at = (iso: string) => new Date(iso);
const openAt = (iso: string) =>
  Object.fromEntries(marketStatus(at(iso)).sessions.map((status) => [status.session.id, status.open]));

describe('market hours', () => {
  it('in January follow the GMT table: London and New York overlap at 13:30 GMT', () => {
    const status = marketStatus(at('2026-01-14T13:30:00Z'));
    expect(openAt('2026-01-14T13:30:00Z')).toEqual({ sydney: false, tokyo: false, london: true, 'new-york': true });
    expect(status.overlaps).toEqual([['London', 'New York']]);
    expect(status.weekend).toBe(false);
    const next = Object.fromEntries(status.sessions.map((s) => [s.session.id, s.nextChange.toISOString()]));
    expect(next).toEqual({
      sydney: '2026-01-14T22:00:00.000Z',
      tokyo: '2026-01-15T00:00:00.000Z',
      london: '2026-01-14T17:00:00.000Z',
      'new-york': '2026-01-14T22:00:00.000Z',
    });
  });

  it('in July open an hour earlier in GMT in London, New York and Sydney, but not Tokyo', () => {
    // 12:30 GMT: New York (EDT, 08:30) is open in July, not in January (07:30 EST).
    expect(openAt('2026-07-15T12:30:00Z')['new-york']).toBe(true);
    expect(openAt('2026-01-14T12:30:00Z')['new-york']).toBe(false);
    // 16:30 GMT: London (BST, 17:30) has closed in July, not in January.
    expect(openAt('2026-07-15T16:30:00Z').london).toBe(false);
    expect(openAt('2026-01-14T16:30:00Z').london).toBe(true);
    // 07:30 GMT: Sydney (AEST, 17:30) is still open in July, closed in January (AEDT, 18:30).
    expect(openAt('2026-07-15T07:30:00Z').sydney).toBe(true);
    expect(openAt('2026-01-14T07:30:00Z').sydney).toBe(false);
    // Tokyo keeps no daylight saving: 00:00–09:00 GMT all year.
    expect(openAt('2026-07-15T00:30:00Z').tokyo).toBe(true);
    expect(openAt('2026-07-15T09:00:00Z').tokyo).toBe(false);
  });

  it('moves New York either side of the US changes (8 March, 1 November)', () => {
    expect(openAt('2026-03-06T12:30:00Z')['new-york']).toBe(false); // Friday 07:30 EST
    expect(openAt('2026-03-09T12:30:00Z')['new-york']).toBe(true); // Monday 08:30 EDT
    expect(openAt('2026-10-30T12:30:00Z')['new-york']).toBe(true); // Friday 08:30 EDT
    expect(openAt('2026-11-02T12:30:00Z')['new-york']).toBe(false); // Monday 07:30 EST
  });

  it('moves London either side of the UK changes (29 March, 25 October)', () => {
    expect(openAt('2026-03-27T07:30:00Z').london).toBe(false); // Friday 07:30 GMT
    expect(openAt('2026-03-30T07:30:00Z').london).toBe(true); // Monday 08:30 BST
    expect(openAt('2026-10-23T07:30:00Z').london).toBe(true); // Friday 08:30 BST
    expect(openAt('2026-10-26T07:30:00Z').london).toBe(false); // Monday 07:30 GMT
  });

  it('moves Sydney either side of its changes (5 April, 4 October)', () => {
    expect(openAt('2026-04-02T22:30:00Z').sydney).toBe(true); // Friday 09:30 AEDT
    expect(openAt('2026-04-06T22:30:00Z').sydney).toBe(false); // Tuesday 08:30 AEST
    expect(openAt('2026-10-01T22:30:00Z').sydney).toBe(false); // Friday 08:30 AEST
    expect(openAt('2026-10-05T22:30:00Z').sydney).toBe(true); // Tuesday 09:30 AEDT
  });

  it('closes for the weekend at 17:00 New York on Friday and reopens with Sydney on Monday', () => {
    expect(marketStatus(at('2026-01-16T21:59:00Z')).weekend).toBe(false); // Friday 16:59 EST
    const saturday = marketStatus(at('2026-01-17T12:00:00Z'));
    expect(saturday.weekend).toBe(true);
    expect(saturday.sessions.every((status) => !status.open)).toBe(true);
    // Monday 19 January 09:00 AEDT = Sunday 22:00 GMT.
    expect(saturday.nextWeekOpen.toISOString()).toBe('2026-01-18T22:00:00.000Z');
    expect(saturday.sessions[0]?.nextChange.toISOString()).toBe('2026-01-18T22:00:00.000Z');
    expect(marketStatus(at('2026-01-16T22:00:00Z')).weekend).toBe(true);
    expect(marketStatus(at('2026-01-18T21:59:00Z')).weekend).toBe(true);
    expect(marketStatus(at('2026-01-18T22:00:00Z')).weekend).toBe(false);
    expect(openAt('2026-01-18T22:00:00Z').sydney).toBe(true);
  });

  it('in July the week runs from Sunday 23:00 to Friday 21:00 GMT', () => {
    expect(marketStatus(at('2026-07-17T20:59:00Z')).weekend).toBe(false);
    expect(marketStatus(at('2026-07-17T21:00:00Z')).weekend).toBe(true);
    expect(marketStatus(at('2026-07-19T22:59:00Z')).weekend).toBe(true);
    expect(marketStatus(at('2026-07-19T23:00:00Z')).weekend).toBe(false);
  });

  it('draws a January day in GMT as the forex page table', () => {
    const spans = Object.fromEntries(
      dayTimeline(at('2026-01-14T13:30:00Z'), 'UTC').map((row) => [row.session.id, row.spans]),
    );
    expect(spans).toEqual({
      sydney: [
        [0, 420],
        [1320, 1440],
      ],
      tokyo: [[0, 540]],
      london: [[480, 1020]],
      'new-york': [[780, 1320]],
    });
  });

  it('finds the instant of a local time across a daylight-saving change', () => {
    expect(zonedInstant('Europe/London', 2026, 3, 30, 8, 0).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(zonedInstant('America/New_York', 2026, 3, 8, 8, 0).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(zonedInstant('Australia/Sydney', 2026, 4, 5, 9, 0).toISOString()).toBe('2026-04-04T23:00:00.000Z');
  });

  it('writes durations the way a trader reads them', () => {
    expect(durationText(at('2026-01-14T13:30:00Z'), at('2026-01-14T17:00:00Z'))).toBe('3 h 30 min');
    expect(durationText(at('2026-01-14T13:30:00Z'), at('2026-01-14T13:45:00Z'))).toBe('15 min');
    expect(durationText(at('2026-01-17T12:00:00Z'), at('2026-01-18T22:00:00Z'))).toBe('1 d 10 h');
  });
});

describe('the moment asked for (?at=)', () => {
  it('is read as the instant it names, in any zone', () => {
    expect(parseInstant('2026-02-28T12:00Z')?.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(parseInstant('2028-02-29T23:30:15+05:30')?.toISOString()).toBe('2028-02-29T18:00:15.000Z');
    expect(marketHoursErrors('2026-07-15T12:30Z')).toEqual({});
  });

  it('is refused with a field message when the day or time does not exist, instead of rolling over', () => {
    for (const value of [
      '2026-02-30T12:00Z',
      '2026-02-29T12:00Z',
      '2026-04-31T12:00Z',
      '2026-13-01T12:00Z',
      '2026-00-10T12:00Z',
      '2026-01-00T12:00Z',
      '2026-01-10T24:00Z',
      '2026-01-10T12:60Z',
      '2026-01-10T12:00:60Z',
      '2026-01-10T12:00+24:00',
    ]) {
      expect(parseInstant(value), value).toBeUndefined();
      expect(marketHoursErrors(value).at, value).toMatch(/does not exist/);
    }
    expect(marketHoursErrors('soon').at).toMatch(/^Enter a date and time with its zone/);
  });
});

describe('the moment picked with the date and time inputs (GMT)', () => {
  it('is the GMT instant of that date and time; a date alone is its midnight; nothing is now', () => {
    expect(pickedInstant({ date: '2026-07-15', time: '12:30' })?.toISOString()).toBe('2026-07-15T12:30:00.000Z');
    expect(pickedInstant({ date: '2026-07-15', time: '' })?.toISOString()).toBe('2026-07-15T00:00:00.000Z');
    expect(pickedInstant({ date: '', time: '' })).toBeUndefined();
    expect(pickerErrors({ date: '', time: '' })).toEqual({});
  });

  it('names the field that cannot be read, instead of rolling a day over', () => {
    expect(pickerErrors({ date: '2026-02-30', time: '12:00' })).toEqual({
      date: 'That date does not exist: check the day of the month.',
    });
    expect(pickerErrors({ date: '2026-07-15', time: '24:00' }).time).toMatch(/^Enter the time as hours and minutes/);
    expect(pickerErrors({ date: '', time: '12:00' }).date).toMatch(/^Choose a date for this time/);
    expect(pickerErrors({ date: '15/07/2026', time: '' }).date).toMatch(/^Enter the date as year-month-day/);
    expect(pickedInstant({ date: '2026-02-30', time: '12:00' })).toBeUndefined();
  });

  it('shows an older link’s instant in the inputs, in GMT', () => {
    expect(pickerValues(new Date('2028-02-29T23:30:15+05:30'))).toEqual({ date: '2028-02-29', time: '18:00' });
  });
});
