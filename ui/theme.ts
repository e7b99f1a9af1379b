import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineTheme } from '@mantine/core';

/**
 * The programme's primary blue (spec §9 #133c8f) at shade 6, the shade Mantine
 * uses for filled components. Shades 6 to 9 all keep white text above the WCAG
 * AA ratio (#133c8f on white is about 10:1), which Mantine's default blue
 * does not (toolchain: axe flags it).
 */
const primary: MantineColorsTuple = [
  '#eaf0fb',
  '#d3def4',
  '#a6bce8',
  '#7699da',
  '#4f7bcd',
  '#2f5fb7',
  '#133c8f',
  '#10347c',
  '#0c2963',
  '#081d48',
];

/** The secondary slate (spec §9 #4d6474) at shade 6; white on it is about 6:1. */
const secondary: MantineColorsTuple = [
  '#eef2f4',
  '#dae2e7',
  '#b5c4ce',
  '#8fa5b4',
  '#70889a',
  '#5d7585',
  '#4d6474',
  '#405462',
  '#33434e',
  '#25313a',
];

/**
 * Modal widths of spec §9 (300, 500, 800, 1140 px), by Mantine size. `md`,
 * Mantine's default size, is the 500 px dialog.
 */
export const MODAL_WIDTHS = { xs: '300px', sm: '300px', md: '500px', lg: '800px', xl: '1140px' } as const;

/** Spec §9: toasts are 350px wide. */
export const TOAST_WIDTH = 350;

/**
 * Spec §9 type scale below 760px: base text 1.6rem, each heading level a
 * ratio of 1.21 above the next (styles/global.css switches to 1.26 from
 * 760px). In px because Mantine scales its rem values by `scale`.
 */
const HEADING_SIZES = { h1: '34px', h2: '28px', h3: '23px', h4: '19px', h5: '16px', h6: '14px' } as const;

function modalWidth(size: unknown): string | undefined {
  if (size === undefined) return MODAL_WIDTHS.md;
  return typeof size === 'string' && size in MODAL_WIDTHS ? MODAL_WIDTHS[size as keyof typeof MODAL_WIDTHS] : undefined;
}

/** The display family of spec §9 (headings), then the text's sans family. */
export const DISPLAY_FONT_FAMILY = 'Montserrat, Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The storefront's look (spec §9). The root font size is 62.5% (1rem = 10px,
 * set in styles/global.css), so Mantine's rem scale is 1.6 to keep its
 * 16px-based sizes; base text is then 1.6rem. Breakpoints are the spec's 576,
 * 768, 992, 1280 and 1600 px, in em so that they follow the reader's font
 * size setting (media queries read em from the browser default, not the root).
 */
export const theme = createTheme({
  scale: 1.6,
  primaryColor: 'primary',
  primaryShade: 6,
  colors: { primary, secondary },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    // Spec §9's display family for headings (styles/fonts.css), falling back to the text's family.
    fontFamily: DISPLAY_FONT_FAMILY,
    sizes: {
      h1: { fontSize: HEADING_SIZES.h1, lineHeight: '1.2' },
      h2: { fontSize: HEADING_SIZES.h2, lineHeight: '1.25' },
      h3: { fontSize: HEADING_SIZES.h3, lineHeight: '1.3' },
      h4: { fontSize: HEADING_SIZES.h4, lineHeight: '1.35' },
      h5: { fontSize: HEADING_SIZES.h5, lineHeight: '1.45' },
      h6: { fontSize: HEADING_SIZES.h6, lineHeight: '1.5' },
    },
  },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '80em', xl: '100em' },
  // Keyboard users always see where they are (spec accessibility; focus rings only on keyboard use).
  focusRing: 'auto',
  defaultRadius: 'sm',
  other: { modalWidths: MODAL_WIDTHS, secondaryColor: '#4d6474', toastWidth: TOAST_WIDTH },
  components: {
    // A plain object rather than Modal.extend(): importing Modal here would put the
    // whole modal (focus trap, portal, scroll area) into the first page's bundle.
    Modal: {
      vars: (_theme: MantineTheme, props: { size?: unknown }) => ({ root: { '--modal-size': modalWidth(props.size) } }),
    },
    // @mantine/notifications' container, for the screens that show toasts.
    Notifications: { defaultProps: { containerWidth: TOAST_WIDTH } },
  },
});

/**
 * Mantine's error red (red.6, #fa5252) is 3.3:1 on white, below WCAG AA for
 * the 14px field errors; red.9 (#c92a2a) is about 5.6:1. Likewise its dimmed
 * text (gray.6, #868e96, 3.3:1) used by input and switch descriptions:
 * gray.7 (#495057) is about 8:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-error': resolved.colors.red[9] ?? '#c92a2a',
    '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057',
  },
  dark: {},
});
