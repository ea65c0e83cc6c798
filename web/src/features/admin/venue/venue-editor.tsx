import { type PlanLayout, seatingMessages } from '@teater/contract';
import { useId, useMemo, useState } from 'react';
import { Button } from '../kit/button';
import { inputClass } from '../kit/field-input';
import { BlockForm } from './block-form';
import { type Draft, draftOf } from './draft';
import { PlanActions } from './plan-actions';
import { PlanDrawing } from './plan-drawing';
import { addBlock, countsOf, type DrawnSeat, drawnSeats, fixSeat, removeSection } from './plan-edits';
import { SeatFixPanel } from './seat-fix';

function TextField(props: { id: string; label: string; max: number; value: string; onChange(v: string): void }) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block font-medium text-sm">
        {props.label}
      </label>
      <input
        id={props.id}
        maxLength={props.max}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** The sections drawn, each removable (with the marks on its seats). */
function SectionList({ layout, onChange }: { layout: PlanLayout; onChange(layout: PlanLayout): void }) {
  const t = seatingMessages.editor;
  return (
    <ul className="space-y-1 text-sm">
      {layout.sections.map((section) => (
        <li key={section.name} className="flex flex-wrap items-center justify-between gap-2">
          <span>
            {t.sectionSummary(
              section.name,
              section.rows.length,
              section.rows.reduce((n, row) => n + row.seats, 0),
            )}
          </span>
          <Button variant="ghost" small onClick={() => onChange(removeSection(layout, section.name))}>
            {t.removeSection(section.name)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
      <p className="font-semibold">{seatingMessages.editor.problems}</p>
      <ul className="list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The venue editor: name and stage, sections added as blocks of rows, a tap on a seat to fix it,
 * and the plan's file actions (PlanActions). The preview is the contract's own expansion of the
 * layout, the same the server makes a show's seats from.
 */
export function VenueEditor({ draft, onDraft }: { draft: Draft; onDraft(draft: Draft): void }) {
  const t = seatingMessages.editor;
  const id = useId();
  const [picked, setPicked] = useState<DrawnSeat | null>(null);
  const { seats, problems } = useMemo(() => drawnSeats(draft.layout), [draft.layout]);
  const counts = countsOf(seats);
  const change = (layout: PlanLayout) => onDraft({ ...draft, layout });
  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-600">
        {draft.id === null ? t.unsaved : t.editing(draft.name, draft.version ?? 1)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label={t.planName}
          max={80}
          value={draft.name}
          onChange={(name) => onDraft({ ...draft, name })}
        />
        <TextField
          id={`${id}-stage`}
          label={t.stageLabel}
          max={40}
          value={draft.layout.stage.label}
          onChange={(label) => change({ ...draft.layout, stage: { label } })}
        />
      </div>
      <details className="rounded-lg border border-stone-200 p-4" open={draft.layout.sections.length === 0}>
        <summary className="cursor-pointer font-semibold">{t.addSection}</summary>
        <div className="mt-3">
          <BlockForm onAdd={(choice) => change(addBlock(draft.layout, choice))} />
        </div>
      </details>
      <SectionList layout={draft.layout} onChange={change} />
      {seats.length === 0 ? (
        <p className="text-stone-500">{t.noSections}</p>
      ) : (
        <>
          <p className="font-medium" data-testid="plan-counts">
            {t.total(counts.places, counts.wheelchair, counts.unsold)}
          </p>
          <PlanDrawing stage={draft.layout.stage.label} seats={seats} onPick={setPicked} />
        </>
      )}
      {picked && (
        <SeatFixPanel
          key={`${picked.section}|${picked.row}|${picked.number}`}
          seat={picked}
          rowSeats={seats.filter((s) => s.section === picked.section && s.row === picked.row)}
          onApply={(fix) => {
            change(fixSeat(draft.layout, picked, fix));
            setPicked(null);
          }}
          onClose={() => setPicked(null)}
        />
      )}
      <Problems problems={problems} />
      <PlanActions
        draft={draft}
        canSave={problems.length === 0 && seats.length > 0 && draft.name.trim() !== ''}
        onSaved={(plan) => onDraft(draftOf(plan))}
      />
    </div>
  );
}
