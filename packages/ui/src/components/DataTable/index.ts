export { DataTable, dataTableDensities, dataTablePhoneLayouts } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableVariants } from './DataTable';
