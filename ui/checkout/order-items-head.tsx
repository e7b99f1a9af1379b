import { Table } from '@mantine/core';
import classes from './checkout.module.css';

/** A column of a table of ordered items: its header, and whether it holds numbers (aligned to the right). */
export interface OrderItemsColumn {
  readonly label: string;
  readonly numeric?: boolean;
}

/** The header row of a table of the items ordered, as the review step and the confirmation page show them. */
export function OrderItemsHead({ columns }: { readonly columns: readonly OrderItemsColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column.label} scope="col" className={column.numeric ? classes.number : classes.item}>
            {column.label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
