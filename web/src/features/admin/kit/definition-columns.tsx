import { type AdminColumn, adminMessages, fillTemplate, formatValue, type ResourceDef } from '@teater/contract';
import { productStatus, StatusBadge } from '../../../components/catalogue/status-badge';
import { type Column, columnKit } from './columns';
import { customCells } from './custom-cells';

type Row = Record<string, unknown> & { id: number };

/** One column of a definition's admin table (contract/src/resource-admin.ts) as a table column. */
function columnOf(def: ResourceDef, column: AdminColumn): Column<Row> {
  const kit = columnKit<Row>();
  switch (column.kind) {
    case 'image':
      return kit.image(column.field, column.header, (row) => fillTemplate(column.alt, row));
    case 'status':
      return kit.custom(column.header, (row) => {
        const value = row[column.field];
        return (
          <StatusBadge status={typeof value === 'boolean' || value === null ? productStatus(value) : String(value)} />
        );
      });
    case 'option':
      return kit.custom(column.header, (row) =>
        formatValue('option', row[column.field], def.fields[column.field]?.options),
      );
    case 'file':
      return kit.custom(column.header, (row) => {
        const url = row[column.field];
        if (typeof url !== 'string' || !url) return column.empty ?? '-';
        return (
          <a href={url} target="_blank" rel="noopener" className="text-brand-700 underline">
            {adminMessages.openFile}
          </a>
        );
      });
    case 'custom':
      return kit.custom(column.header, (row) => customCells[column.cell](row, def), column.field);
    default:
      return kit[column.kind](column.field, column.header);
  }
}

/** The admin table's columns of a resource, as its definition declares them. */
export const definitionColumns = (def: ResourceDef): Column<Row>[] =>
  (def.admin?.columns ?? []).map((column) => columnOf(def, column));
