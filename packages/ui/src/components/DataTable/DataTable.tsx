import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './DataTable.css';

export const dataTableDensities = ['regular', 'compact'] as const;
/** On phones: `lines` stacks one "label: value" line per cell; `flow` runs the cells on as wrapping text. */
export const dataTablePhoneLayouts = ['lines', 'flow'] as const;

const table = cva(styles.table, {
  variants: { density: styles.density, phone: styles.phone },
  defaultVariants: { density: 'regular', phone: 'lines' },
});
export type DataTableVariants = VariantProps<typeof table>;

export interface DataTableColumn<Row> {
  /** The row field this column shows. */
  key: keyof Row & string;
  header: string;
  /** The column that names each row (a <th scope="row">): usually the first. */
  rowHeader?: boolean;
  /** Tabular figures, no wrapping: for times, prices and counts. */
  numeric?: boolean;
  /** A column of sentences: it keeps a readable width and the table scrolls sideways on phones. */
  prose?: boolean;
  /** With `phone="flow"`: the value reads without its column's label on phones ("SELL market", "Closed"). */
  bareOnPhone?: boolean;
  /** Custom cell content; defaults to the field as text. */
  render?: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> extends Omit<ComponentPropsWithoutRef<'div'>, 'children'>, DataTableVariants {
  /** The table's caption: visible, and the name of its scroll region. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row) => string;
}

/**
 * An accessible data table with a caption. Below the tablet breakpoint each row stacks as "label: value" lines
 * (or, with `phone="flow"`, runs its cells on as a few wrapping lines for long lists), so nothing is clipped or
 * scrolls off a phone's screen (WCAG 1.4.10 reflow). It sits in a focusable, named region so keyboard
 * users can still scroll it sideways should a cell be wider than the screen (WCAG 2.1.1, axe
 * "scrollable-region-focusable").
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  density,
  phone,
  className,
  ...rest
}: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A scrollable region must be reachable by keyboard to be scrolled without a mouse (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={className ? `${styles.region} ${className}` : styles.region}
      {...rest}
    >
      {/* Explicit roles: on phones the table is laid out as blocks, which drops its semantics in some browsers. */}
      <table role="table" className={table({ density, phone })}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={styles.headerCell}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => {
                const content = column.render ? column.render(row) : String(row[column.key] ?? '');
                const classes = [
                  styles.cell,
                  column.rowHeader ? styles.rowHeader : '',
                  column.numeric ? styles.numeric : '',
                  column.prose ? styles.proseCell : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                // data-label: on phones each cell shows its column's header beside the value (DataTable.css).
                return column.rowHeader ? (
                  <th key={column.key} scope="row" role="rowheader" className={classes}>
                    {content}
                  </th>
                ) : (
                  // jsx-a11y counts <td> as a gridcell (interactive); in a table its role is cell, as written here.
                  <td
                    key={column.key}
                    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                    role="cell"
                    data-label={column.header}
                    data-bare={column.bareOnPhone ? '' : undefined}
                    className={classes}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
