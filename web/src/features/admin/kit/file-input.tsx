import { adminMessages, type FieldDef, type FileKind, splitUrls } from '@teater/contract';
import { useEffect, useMemo, useState } from 'react';
import { checkFiles } from './file-check';

/** What each upload kind accepts (spec 9: images image/*, videos mp4/avi/quicktime/wmv, scripts pdf/docx). */
export const ACCEPT: Record<string, string> = {
  image: 'image/*',
  imageUrl: 'image/*',
  video: 'video/mp4,video/x-msvideo,video/avi,video/quicktime,video/x-ms-wmv,.mp4,.avi,.mov,.wmv',
  document: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const kindOf = (def: FieldDef): FileKind =>
  def.kind === 'imageUrl' || def.kind === 'image' ? 'image' : def.kind === 'video' ? 'video' : 'document';
/** Pictures a browser draws; others (HEIC, TIFF) are previewed by their name, never as a broken image. */
const drawable = (type: string) => /^image\/(jpeg|png|gif|webp|avif)$/.test(type);

function Preview({ url, kind, label, type }: { url: string; kind: string; label: string; type?: string }) {
  if (kind === 'image' && (type === undefined || drawable(type)))
    return <img src={url} alt={label} className="h-24 w-32 rounded border object-cover" />;
  if (kind === 'image')
    return (
      <span
        role="img"
        aria-label={label}
        className="flex h-24 w-32 items-center justify-center rounded border bg-stone-100 p-2 text-center text-stone-600 text-xs"
      >
        {label}
      </span>
    );
  if (kind === 'video')
    // biome-ignore lint/a11y/useMediaCaption: a preview of an admin's own upload has no captions yet
    return <video src={url} controls width={120} className="rounded border" aria-label={label} />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
      {label}
    </a>
  );
}

interface Props {
  id: string;
  name: string;
  def: FieldDef;
  value: File[];
  onChange: (files: File[]) => void;
  /** the stored URL(s) in edit mode, shown until a new file is chosen */
  existing?: unknown;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A file input with a preview of the chosen file(s), or of the stored file(s) when editing. A file
 * of the wrong type or too large is refused at once, with the reason, before anything is uploaded.
 */
export function FileInput({ id, name, def, value, onChange, existing, disabled, invalid, describedBy }: Props) {
  const kind = kindOf(def);
  const [refused, setRefused] = useState<string[]>([]);
  const choose = async (input: HTMLInputElement) => {
    const { accepted, refused: reasons } = await checkFiles(Array.from(input.files ?? []), kind, def.wrongTypeMessage);
    setRefused(reasons);
    // a refused file leaves the input too, so it is not sent by the browser's form either
    if (reasons.length > 0 && accepted.length === 0) input.value = '';
    onChange(accepted);
  };
  const problemId = `${id}-refused`;
  const chosen = useMemo(() => value.map((file) => ({ file, url: URL.createObjectURL(file) })), [value]);
  useEffect(
    () => () => {
      for (const c of chosen) URL.revokeObjectURL(c.url);
    },
    [chosen],
  );
  const stored = typeof existing === 'string' ? splitUrls(existing) : [];

  return (
    <div className="space-y-2">
      <input
        // A new key after a reset empties the browser's file list too.
        key={value.length === 0 ? 'empty' : 'chosen'}
        id={id}
        name={name}
        type="file"
        accept={ACCEPT[def.kind]}
        multiple={def.multiple}
        disabled={disabled}
        aria-invalid={invalid || refused.length > 0 || undefined}
        aria-describedby={
          [describedBy, refused.length > 0 ? problemId : undefined].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => void choose(e.target)}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-stone-300"
      />
      {refused.length > 0 && (
        <ul id={problemId} role="alert" className="space-y-0.5 text-red-700 text-sm">
          {refused.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {chosen.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {chosen.map((c) => (
            <figure key={c.url} className="space-y-1">
              <Preview
                url={c.url}
                kind={kind}
                type={c.file.type}
                label={`${adminMessages.chosenFile}: ${c.file.name}`}
              />
              <figcaption className="max-w-32 truncate text-xs text-stone-500">{c.file.name}</figcaption>
            </figure>
          ))}
        </div>
      ) : (
        stored.length > 0 && (
          <div className="flex flex-wrap items-end gap-2">
            <span className="w-full text-xs text-stone-500">{adminMessages.currentFile}</span>
            {stored.map((url) => (
              <Preview
                key={url}
                url={url}
                kind={kind}
                label={kind === 'document' ? adminMessages.openFile : `${adminMessages.currentFile}: ${def.label}`}
              />
            ))}
          </div>
        )
      )}
    </div>
  );
}
