import { checkinMessages as t } from '@teater/contract/door';
import { useEffect, useSyncExternalStore } from 'react';
import type { DoorEngine } from '../lib/engine';
import { DoorScreen } from './door-screen';
import { SetupScreen } from './setup-screen';
import { StartScreen } from './start-screens';

/** /checkin: the door app, a page of its own (its own entry, installable, working offline). */
export function DoorApp({ engine }: { engine: DoorEngine }) {
  const view = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <main className="mx-auto max-w-3xl p-4">
      <h1 className="mb-4 font-bold font-display text-2xl text-brand-700">{t.title}</h1>
      {view.phase === 'door' ? (
        <DoorScreen view={view} engine={engine} />
      ) : view.phase === 'setup' ? (
        <SetupScreen view={view} onOpen={(shows, name) => void engine.openDoor(shows, name)} />
      ) : (
        <StartScreen view={view} />
      )}
    </main>
  );
}
