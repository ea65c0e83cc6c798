/** A running campaign and its progress, as the API answers them, for the campaign page's component tests. */
export const campaign = {
  id: 7,
  judul: 'Lampu Baru untuk Panggung',
  cerita: 'Bantu kami mengganti lampu panggung.',
  gambar: null,
  target: 10_000_000,
  mulai: '2026-11-01T00:00:00.000Z',
  selesai: '2027-03-01T00:00:00.000Z',
  nominal_saran: '50000, 150000',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** Its progress: nothing given yet, unless told otherwise. */
export const progressOf = (
  given: { given: number; donors: number; wall: unknown[] } = { given: 0, donors: 0, wall: [] },
) => ({
  id: 7,
  judul: campaign.judul,
  target: 10_000_000,
  mulai: campaign.mulai,
  selesai: campaign.selesai,
  suggested: [50_000, 150_000],
  days_left: 30,
  open: true,
  ...given,
});
