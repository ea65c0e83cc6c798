import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips: about 25 MB resident) loads with the first picture to make, not at start: a
 * server that serves pages whose pictures already exist never pays for it.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent operations and their pixels cached (up to 50 MB) and a worker thread
    // per core: this server encodes one upload at a time, and the memory is worth more idle.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
