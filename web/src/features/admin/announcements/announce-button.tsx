import {
  ANNOUNCEMENT_SOURCES,
  type AnnouncementSource,
  audienceMessages as m,
  type ResourceDef,
} from '@teater/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { Button } from '../kit/button';
import { useAnnounceFrom } from './announcements-api';

type Row = { id: number } & Record<string, unknown>;

const isSource = (name: string): name is AnnouncementSource =>
  (ANNOUNCEMENT_SOURCES as readonly string[]).includes(name);

/**
 * 'Umumkan' on a news item, program or show: a draft announcement from its title, summary, picture
 * and page, opened on the announcements screen to check, test and send.
 */
export function AnnounceButton({ row, def }: { row: Row; def: ResourceDef }) {
  const navigate = useNavigate();
  const from = useAnnounceFrom();
  if (!isSource(def.name)) return null;
  const source = def.name;
  const title = String(row.title ?? row.nama_pertujukan ?? '');
  return (
    <Button
      small
      variant="secondary"
      disabled={from.isPending}
      aria-label={m.announceLabel(title)}
      onClick={() =>
        from.mutate(
          { source, id: row.id },
          {
            onSuccess: (answer) => {
              toast.success(answer.message);
              navigate(paths.announcements.admin);
            },
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    >
      {from.isPending ? m.announceBusy : m.announce}
    </Button>
  );
}
