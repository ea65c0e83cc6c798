import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type AlbumPhoto, albumMessages as t } from '@teater/contract';
import { Button } from '../kit/button';

interface Props {
  photos: AlbumPhoto[];
  busy: boolean;
  onReorder: (order: number[]) => void;
  onRemove: (photo: AlbumPhoto) => void;
}

/**
 * The album's photos in order, reordered by dragging (mouse, touch, or the keyboard: space on the
 * handle, arrows, space) or by the move buttons beside each photo; each removable.
 */
export function SortablePhotos({ photos, busy, onReorder, onRemove }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((photo) => photo.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  // dnd-kit's words for screen readers, in Indonesian and by place in the album
  const place = (id: string | number) => ids.indexOf(Number(id)) + 1;
  type Over = { over: { id: string | number } | null };
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) => t.dragStart(place(active.id)),
    onDragOver: ({ over }: Over) => (over ? t.dragOver(place(over.id)) : t.dragOutside),
    onDragEnd: ({ over }: Over) => (over ? t.dragEnd(place(over.id)) : t.dragReturned),
    onDragCancel: () => t.dragCancel,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragHint } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol aria-label={t.title} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              index={index}
              total={photos.length}
              busy={busy}
              onMove={(to) => move(index, to)}
              onRemove={() => onRemove(photo)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface PhotoProps {
  photo: AlbumPhoto;
  index: number;
  total: number;
  busy: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function SortablePhoto({ photo, index, total, busy, onMove, onRemove }: PhotoProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: busy,
  });
  const label = t.photoLabel(index + 1, total);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-col gap-2 rounded-lg bg-white p-2 shadow-sm ring-1 ring-stone-200 ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
      data-photo-id={photo.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t.dragHandle(label)}
        className="relative block cursor-grab touch-none overflow-hidden rounded active:cursor-grabbing"
      >
        <img src={photo.image} alt={label} className="aspect-[4/3] w-full object-cover" draggable={false} />
      </button>
      <div className="flex items-center justify-between gap-1 text-sm">
        <span className="flex items-center gap-1.5 text-stone-600 tabular-nums">
          {index + 1}
          {index === 0 && (
            <span className="rounded bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs">{t.first}</span>
          )}
        </span>
        <span className="flex gap-1">
          <Button
            small
            variant="secondary"
            aria-label={`${t.moveEarlier}: ${label}`}
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
          >
            ←
          </Button>
          <Button
            small
            variant="secondary"
            aria-label={`${t.moveLater}: ${label}`}
            disabled={busy || index === total - 1}
            onClick={() => onMove(index + 1)}
          >
            →
          </Button>
          <Button small variant="danger" aria-label={`${t.remove}: ${label}`} disabled={busy} onClick={onRemove}>
            {t.remove}
          </Button>
        </span>
      </div>
    </li>
  );
}
