/*
 * The code names a stored value as its column does, in camelCase (`order_type` ↔ `orderType`), so a row and its
 * record map into each other by name. A module that stores a record lists its columns once and maps with these;
 * what does not map by name alone (numbers PostgreSQL hands back as text, booleans stored as 0/1, JSON lists)
 * it converts beside them.
 */

/** The field that holds a column's value: `order_type` → `orderType`. */
export type FieldOf<Column extends string> = Column extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<FieldOf<Tail>>}`
  : Column;

const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The named columns of a row as a record's fields, each value as stored. */
export function fieldsOf<Row, Column extends keyof Row & string>(
  row: Row,
  columns: readonly Column[],
): { [C in Column as FieldOf<C>]: Row[C] } {
  return Object.fromEntries(columns.map((column) => [fieldOf(column), row[column]])) as {
    [C in Column as FieldOf<C>]: Row[C];
  };
}

/** The named columns' values, read from the record's fields of the same names. */
export function columnsOf<Column extends string, Record extends { [C in Column as FieldOf<C>]: unknown }>(
  record: Record,
  columns: readonly Column[],
): { [C in Column]: Record[FieldOf<C> & keyof Record] } {
  return Object.fromEntries(columns.map((column) => [column, record[fieldOf(column) as keyof Record]])) as {
    [C in Column]: Record[FieldOf<C> & keyof Record];
  };
}
