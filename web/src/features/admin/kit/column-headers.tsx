/** A table's header row: each column's name, with the class its cells share (padding, alignment). */
export function ColumnHeaders({ columns }: { columns: { header: string; className: string }[] }) {
  return (
    <tr>
      {columns.map((column) => (
        <th key={column.header} scope="col" className={column.className}>
          {column.header}
        </th>
      ))}
    </tr>
  );
}
