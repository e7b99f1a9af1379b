import { NavigationProgress, createNprogress } from '@mantine/nprogress';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';

/**
 * The loading bar at the top of the page (spec §4, §9): the LoadingBar use
 * case decides when it shows and how far it is; this draws it with Mantine's
 * navigation progress, and reports every route and parameter change (not a
 * hash change, which loads nothing). It is a visual cue only, hidden from
 * assistive technology: pages announce their own loading states.
 */
export function RouteLoadingBar() {
  const bar = useCapability('content').loadingBar;
  const state = useObservable(bar.state$);
  const { pathname, search } = useLocation();
  // One store per bar, so nothing else on the page can move it.
  const [[store, progress]] = useState(() => createNprogress());

  useEffect(() => {
    bar.navigated();
  }, [bar, pathname, search]);

  useEffect(() => {
    if (state.visible) progress.set(state.progress);
    else progress.reset();
  }, [state, progress]);

  return (
    <NavigationProgress
      store={store}
      size={3}
      aria-hidden="true"
      data-testid="loading-bar"
      data-visible={state.visible || undefined}
      // Finished (the page's data has loaded), only still on screen for its last half second.
      data-done={(state.visible && state.progress >= 100) || undefined}
    />
  );
}
