import { describe, expect, it } from 'vitest';
import { columnsOf, fieldsOf } from './columns';

describe('mapping a row and its record by name', () => {
  it('reads the named columns into camelCase fields, and nothing else', () => {
    const row = { id: 'a', order_type: 'limit', take_profit_at: null, ignored_column: 1 };
    expect(fieldsOf(row, ['id', 'order_type', 'take_profit_at'])).toEqual({
      id: 'a',
      orderType: 'limit',
      takeProfitAt: null,
    });
  });

  it('writes the named columns from the fields of the same names', () => {
    const record = { id: 'a', orderType: 'limit', takeProfitAt: null, extra: true };
    expect(columnsOf(record, ['id', 'order_type', 'take_profit_at'])).toEqual({
      id: 'a',
      order_type: 'limit',
      take_profit_at: null,
    });
  });
});
