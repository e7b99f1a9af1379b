import type { Slide } from './content-page.ts';

function isLive(slide: Slide, now: number): boolean {
  // Written as "not before the start, not after the end" so that an invalid
  // bound (NaN) hides the slide instead of showing it forever.
  const startsOk = slide.activeFrom === null || slide.activeFrom.getTime() <= now;
  const endsOk = slide.activeTo === null || now <= slide.activeTo.getTime();
  return slide.isActive && startsOk && endsOk;
}

/**
 * The home slides to show at `now` (spec §3 CMS slide): active ones whose
 * window holds `now`, both bounds included; a missing bound is open.
 *
 * Always holds: the result is a subsequence of `slides` (same objects, same
 * order) and every slide in it has `isActive`.
 */
export function activeSlides(slides: readonly Slide[], now: Date): Slide[] {
  const moment = now.getTime();
  return slides.filter((slide) => isLive(slide, moment));
}
