import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (from @mantine/hooks), as the build uses it
 * (scripts/mantine-stable-id.ts puts this module in its place): React's id,
 * with the same `mantine-` prefix Mantine renders first.
 *
 * Mantine's own gives every component that uses it a second id in a layout
 * effect (a random one), and with it a second render, synchronous, before
 * the browser paints. After a server-rendered page's hydration that second
 * render covered every input, checkbox and menu of the shop and held a
 * phone's main thread for about 150 ms (issue 24); it also rewrote every
 * `id` and `aria-*` pair the server sent. React's id is already unique in the
 * page and the same on the server and in the browser, so nothing needs a
 * second one.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
