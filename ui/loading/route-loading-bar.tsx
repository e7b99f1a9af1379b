import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { useWhenIdle } from '../components/use-when-idle';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';

const LoadingBarDrawing = lazyWithPreload(() => import('./loading-bar-drawing').then((module) => module.LoadingBarDrawing));

/**
 * The loading bar at the top of the page (spec §4, §9): the LoadingBar use
 * case decides when it shows and how far it is; this draws it with Mantine's
 * navigation progress, and reports every route and parameter change (not a
 * hash change, which loads nothing). It is a visual cue only, hidden from
 * assistive technology: pages announce their own loading states.
 *
 * Nothing is drawn until the bar first shows: its drawing (Mantine's
 * progress, about 1 kB) downloads when the page is first idle, so it is not
 * part of the first screen's script, and at the latest with the first
 * navigation that shows it (a bar that waits a moment for its code is still
 * a bar; the page itself never waits for it).
 */
export function RouteLoadingBar() {
  const bar = useCapability('content').loadingBar;
  const state = useObservable(bar.state$);
  const { pathname, search } = useLocation();
  const [shown, setShown] = useState(false);
  useWhenIdle(LoadingBarDrawing.preload);

  useEffect(() => {
    bar.navigated();
  }, [bar, pathname, search]);

  useEffect(() => {
    if (state.visible) setShown(true);
  }, [state.visible]);

  if (!shown && !state.visible) return null;
  return (
    <Suspense fallback={null}>
      <LoadingBarDrawing visible={state.visible} progress={state.progress} />
    </Suspense>
  );
}
