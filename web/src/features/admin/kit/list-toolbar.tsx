import { type FilterDef, tableMessages as t, translateText } from '@teater/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { ListView } from './list-state';
import { RecordPicker } from './record-picker';
import type { ServerList } from './use-server-list';

const inputClass = 'block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm';
const labelClass = 'mb-1 block text-xs font-semibold text-stone-700';

/** A toolbar control under its label; `control` gets the id the label points to. */
function Labelled({ label, control }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control(id)}
    </div>
  );
}

/** The search box: typing waits a moment before it asks the server, and starts at page 1. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onSearch(typed), 300);
    return () => clearTimeout(timer);
  }, [typed, value, onSearch]);
  return (
    <Labelled
      label={t.search}
      control={(id) => (
        <input
          id={id}
          type="search"
          value={typed}
          placeholder={t.searchPlaceholder}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
          className={`${inputClass} w-64`}
        />
      )}
    />
  );
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <Labelled
      label={label}
      control={(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
          <option value="">{t.all}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    />
  );
}

function DateInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Labelled
      label={label}
      control={(id) => (
        <input
          id={id}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    />
  );
}

/** One control per declared filter: a select, two dates for a range, a search-as-you-type picker. */
function FilterControl({
  name,
  filter,
  view,
  set,
}: {
  name: string;
  filter: FilterDef;
  view: ListView;
  set: (filters: Record<string, string>) => void;
}) {
  // a ListDef's label is fixed at start in Indonesian: read in the page's language
  const label = translateText(filter.label ?? name);
  const value = (param: string) => view.filters[param] ?? '';
  switch (filter.kind) {
    case 'enum':
      return (
        <Select
          label={label}
          value={value(name)}
          options={filter.values.map((v) => [v, filter.labels?.[v] ?? v])}
          onChange={(v) => set({ [name]: v })}
        />
      );
    case 'boolean':
      return (
        <Select
          label={label}
          value={value(name)}
          options={[
            ['true', t.yes],
            ['false', t.no],
          ]}
          onChange={(v) => set({ [name]: v })}
        />
      );
    case 'range':
      return (
        <>
          <DateInput
            label={`${label} ${t.from}`}
            value={value(`${name}_from`)}
            onChange={(v) => set({ [`${name}_from`]: v })}
          />
          <DateInput
            label={`${label} ${t.to}`}
            value={value(`${name}_to`)}
            onChange={(v) => set({ [`${name}_to`]: v })}
          />
        </>
      );
    case 'id':
      return filter.source ? (
        <RecordPicker label={label} source={filter.source} value={value(name)} onChange={(v) => set({ [name]: v })} />
      ) : null;
  }
}

/** Search and filters of a server-driven list, as its declaration allows. */
export function ListToolbar<T>({ server }: { server: ServerList<T> }) {
  const { list, view, change } = server;
  const filters = Object.entries(list.filters ?? {});
  if (!list.search?.length && filters.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {list.search?.length ? <SearchBox value={view.q} onSearch={(q) => change({ q })} /> : null}
      {filters.map(([name, filter]) => (
        <FilterControl key={name} name={name} filter={filter} view={view} set={(f) => change({ filters: f })} />
      ))}
    </div>
  );
}
