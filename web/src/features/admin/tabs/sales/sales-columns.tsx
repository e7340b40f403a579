import { formatInr } from '#shared/checkout/money';
import type { Column } from '../../kit/admin-table';

/** The search of the Enrollments and Payments tabs: both lists match the same fields. */
export const salesSearchLabel = 'Search by name, email, course or transaction ID';

/** A sale's amount in rupees, on one line. */
export function amountColumn<T>(paiseOf: (item: T) => number): Column<T> {
  return {
    header: 'Amount',
    className: 'whitespace-nowrap',
    cell: (item) => formatInr(paiseOf(item)),
  };
}
