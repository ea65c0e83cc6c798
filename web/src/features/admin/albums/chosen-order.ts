/**
 * Photos sent side by side land in the order their uploads finished, not the order they were
 * chosen in. Given the album's order now and the new photos' ids in the order chosen, the order
 * that puts those photos back in their chosen order, in the places they took; null when they
 * already are (or none of them is left).
 */
export function inChosenOrder(album: number[], chosen: number[]): number[] | null {
  const present = new Set(album);
  const wanted = chosen.filter((id) => present.has(id));
  const batch = new Set(wanted);
  const places = album.flatMap((id, index) => (batch.has(id) ? [index] : []));
  if (places.every((place, i) => album[place] === wanted[i])) return null;
  const next = [...album];
  places.forEach((place, i) => {
    next[place] = wanted[i] as number;
  });
  return next;
}
