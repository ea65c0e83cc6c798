import { type ResourceKey, resources } from '@teater/contract';
import { useMemo } from 'react';
import { addConfigOf, addScreen } from '../kit';

/** The add page of any resource, built from its definition's `admin.addPage` (URL table: its `adminAdd` route). */
export default function ResourceAddScreen({ resource }: { resource: ResourceKey }) {
  const Screen = useMemo(() => addScreen(addConfigOf(resources[resource])), [resource]);
  return <Screen />;
}
