import { type ResourceKey, resources } from '@teater/contract';
import { useMemo } from 'react';
import { adminScreen, formTableConfigOf, formTableScreen, manageConfigOf } from '../kit';

/** The manage screen of any resource, built from its definition's `admin` (URL table: its `admin…` routes). */
export default function ResourceScreen({ resource }: { resource: ResourceKey }) {
  const Screen = useMemo(() => {
    const def = resources[resource];
    return def.admin?.layout === 'formTable'
      ? formTableScreen(formTableConfigOf(def))
      : adminScreen(manageConfigOf(def));
  }, [resource]);
  return <Screen />;
}
