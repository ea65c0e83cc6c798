/** How often the door syncs while online, and tries the server again while offline. */
const ONLINE_EVERY_MS = 4000;
const OFFLINE_EVERY_MS = 3000;

/**
 * Runs the door's sync (upload the queue, refresh the lists, read the conflicts) now and then, one
 * run at a time: every few seconds, right after a scan, and as soon as the browser reports the
 * network back. `run` answers whether the server answered (online).
 */
export class SyncLoop {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private again = false;
  private active = false;
  private readonly onOnline = () => this.soon();

  constructor(private readonly run: () => Promise<boolean>) {}

  start() {
    if (this.active) return;
    this.active = true;
    window.addEventListener('online', this.onOnline);
    this.soon();
  }

  stop() {
    this.active = false;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.onOnline);
  }

  /** A run as soon as the current one (if any) ends. */
  soon() {
    if (!this.active) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  private async tick() {
    this.running = true;
    let online = false;
    try {
      online = await this.run();
    } finally {
      this.running = false;
    }
    if (!this.active) return;
    const again = this.again;
    this.again = false;
    this.timer = setTimeout(() => void this.tick(), again ? 0 : online ? ONLINE_EVERY_MS : OFFLINE_EVERY_MS);
  }
}
