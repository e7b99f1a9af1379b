import { NavigationProgress, createNprogress } from '@mantine/nprogress';
import { useEffect, useState } from 'react';

/**
 * The loading bar as Mantine's navigation progress draws it, at `progress`
 * (0–100) while `visible`. Its own chunk: the first screen does not show it
 * (route-loading-bar.tsx loads it when the page first goes idle, or when a
 * navigation first shows the bar).
 */
export function LoadingBarDrawing({ visible, progress }: { readonly visible: boolean; readonly progress: number }) {
  // One store per bar, so nothing else on the page can move it.
  const [[store, bar]] = useState(() => createNprogress());

  useEffect(() => {
    if (visible) bar.set(progress);
    else bar.reset();
  }, [visible, progress, bar]);

  return (
    <NavigationProgress
      store={store}
      size={3}
      aria-hidden="true"
      data-testid="loading-bar"
      data-visible={visible || undefined}
      // Finished (the page's data has loaded), only still on screen for its last half second.
      data-done={(visible && progress >= 100) || undefined}
    />
  );
}
