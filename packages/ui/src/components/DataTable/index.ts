export { DataTable, dataTableDensities } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableVariants } from './DataTable';
