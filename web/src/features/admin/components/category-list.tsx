import { formatRupiah, type TicketCategory } from '@teater/contract';

/** A show row's ticket categories, which the API answers beside the contract's fields. */
export const categoriesOf = (row: object): TicketCategory[] =>
  (row as { categories?: TicketCategory[] }).categories ?? [];

/** Each category on its line: name, its one price, seats left of its seats. */
export const CategoryList = ({ categories }: { categories: readonly TicketCategory[] }) => (
  <ul className="space-y-1">
    {categories.map((category) => (
      <li key={category.id} className="whitespace-nowrap">
        <span className="font-medium">{category.name}</span> · {formatRupiah(category.price)} · {category.seats_left}/
        {category.seats}
      </li>
    ))}
  </ul>
);
