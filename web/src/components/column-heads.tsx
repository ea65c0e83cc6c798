interface ColumnHeadsProps {
  heads: readonly string[];
  /** each header cell's classes (Tailwind's `last:` variant styles the last column apart) */
  cellClassName: string;
  className?: string;
  rowClassName?: string;
}

/** A table's head: one row, a header cell a column, each `scope="col"` so a screen reader names a cell's column. */
export function ColumnHeads({ heads, cellClassName, className, rowClassName }: ColumnHeadsProps) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {heads.map((head) => (
          <th key={head} scope="col" className={cellClassName}>
            {head}
          </th>
        ))}
      </tr>
    </thead>
  );
}
