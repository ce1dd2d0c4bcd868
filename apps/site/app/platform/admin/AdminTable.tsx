import type { ReactNode } from 'react';
import * as styles from './admin.css';

export interface AdminTableProps {
  /** The column headings, in order. */
  columns: string[];
  /** The table's caption, when it has one. */
  caption?: ReactNode;
  captionClassName?: string;
  /** On phones each row becomes a card, its cells labelled by their `data-label`. */
  stacked?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** An admin table: scrolls sideways inside its own box when wider than the page, headed by its columns. */
export function AdminTable({ columns, caption, captionClassName, stacked = false, children }: AdminTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={stacked ? `${styles.table} ${styles.stackedTable}` : styles.table}>
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
