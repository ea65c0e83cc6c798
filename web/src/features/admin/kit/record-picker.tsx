import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCall, tableMessages as t } from '@teater/contract';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import type { ListResult } from '../../../lib/resource-client';

type Record_ = { id: number } & Record<string, unknown>;

interface Props {
  label: string;
  /** the list to search (`GET {path}?q=&limit=10`) and the field that names a record */
  source: { path: string; title: string };
  value: string;
  onChange: (id: string) => void;
  className?: string;
}

/**
 * Picks one record of another list by typing part of its name: asks the server for ten matches
 * at a time instead of loading every record.
 */
export function RecordPicker({ label, source, value, onChange, className = '' }: Props) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const matches = useQuery({
    queryKey: ['record-picker', source.path, q],
    queryFn: ({ signal }) =>
      api<ListResult<Record_>>(listCall(source.path, { q: q || undefined, limit: 10 }), { signal }),
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({
    queryKey: ['record-picker', source.path, 'one', value],
    queryFn: ({ signal }) => api<{ data: Record_ }>(`${source.path}/${value}`, { signal }).then((r) => r.data),
    enabled: value !== '',
  });
  const name = (record: Record_ | null | undefined) => (record ? String(record[source.title] ?? `#${record.id}`) : '');
  const selected = value !== '' ? (chosen.data ?? null) : null;
  return (
    <Field className={className}>
      <Label className="mb-1 block text-xs font-semibold text-stone-700">{label}</Label>
      <Combobox
        value={selected}
        onChange={(record: Record_ | null) => onChange(record ? String(record.id) : '')}
        onClose={() => setTyped('')}
        by="id"
      >
        <ComboboxInput
          className="block w-56 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
          displayValue={(record: Record_ | null) => name(record)}
          placeholder={t.choose}
          onChange={(event) => setTyped(event.target.value)}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 w-64 rounded-lg border border-stone-200 bg-white p-1 text-sm shadow-lg empty:invisible"
        >
          <ComboboxOption value={null} className="cursor-pointer rounded px-3 py-2 data-focus:bg-stone-100">
            {t.all}
          </ComboboxOption>
          {matches.data?.data.map((record) => (
            <ComboboxOption
              key={record.id}
              value={record}
              className="cursor-pointer rounded px-3 py-2 data-focus:bg-stone-100"
            >
              {name(record)}
            </ComboboxOption>
          ))}
          {matches.data?.data.length === 0 && <p className="px-3 py-2 text-stone-500">{t.nothingFound}</p>}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}
