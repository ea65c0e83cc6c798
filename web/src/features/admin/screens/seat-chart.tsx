import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChartSeat, type ChartState, seatingMessages } from '@teater/contract';
import { useState } from 'react';
import { ErrorState, Loading } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { api, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { AdminPage } from '../kit';
import { ChartActions, type ChartCalls } from '../venue/chart-actions';
import { ChartDrawing } from '../venue/chart-drawing';

type Change = { path: string; body: unknown };

const countOf = (seats: ChartSeat[], state: ChartState) => seats.filter((s) => s.state === state).length;

/** /manageticket/kursi/:id: a seated show's seats as the box office sees them, and its changes. */
export default function SeatChartScreen() {
  const t = seatingMessages.chart;
  const showId = useRouteId();
  const client = useQueryClient();
  const key = ['seat-chart', showId];
  const chart = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<{ data: { seats: ChartSeat[] } }>(`/tiket/${showId}/seats/chart`, { signal }).then((r) => r.data.seats),
    enabled: showId !== null,
  });
  const [picked, setPicked] = useState<ChartSeat | null>(null);
  const [moving, setMoving] = useState<ChartSeat | null>(null);
  const change = useMutation({
    mutationFn: ({ path, body }: Change) =>
      api<{ message: string }>(`/tiket/${showId}/seats/${path}`, { method: 'POST', body }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setPicked(null);
      setMoving(null);
      await client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const calls: ChartCalls = {
    move: (seat) => {
      setMoving(seat);
      setPicked(null);
    },
    block: (seat, reason) => change.mutate({ path: 'block', body: { seats: [seat.id], reason } }),
    release: (seat) => change.mutate({ path: 'release', body: { seats: [seat.id] } }),
    comp: (seat, guest) => change.mutate({ path: 'comp', body: { seats: [seat.id], ...guest } }),
    close: () => setPicked(null),
  };
  const pick = (seat: ChartSeat) => {
    if (!moving) return setPicked(seat);
    const name = (s: ChartSeat) => seatingMessages.seatName(s.section, s.row, s.number);
    if (seat.state === 'free' && window.confirm(t.moveConfirm(name(moving), name(seat)))) {
      change.mutate({ path: 'move', body: { from: moving.id, to: seat.id } });
    }
  };
  const seats = chart.data ?? [];
  return (
    <AdminPage title={t.title} back={{ to: paths.tickets.admin, label: t.back }}>
      {chart.isPending && showId !== null ? (
        <Loading />
      ) : chart.isError || showId === null ? (
        <ErrorState message={errorMessage(chart.error)} />
      ) : (
        <div className="space-y-4">
          <p className="font-medium" data-testid="chart-counts">
            {t.counts(
              countOf(seats, 'free'),
              countOf(seats, 'held'),
              countOf(seats, 'sold'),
              countOf(seats, 'checked_in'),
              countOf(seats, 'blocked'),
            )}
          </p>
          {moving && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900 text-sm">
              {t.moving(seatingMessages.seatName(moving.section, moving.row, moving.number))}
            </p>
          )}
          <ChartDrawing
            stage={seatingMessages.stage}
            seats={seats}
            chosen={moving?.id ?? picked?.id ?? null}
            onPick={pick}
          />
          {picked && <ChartActions key={picked.id} seat={picked} busy={change.isPending} calls={calls} />}
        </div>
      )}
    </AdminPage>
  );
}
