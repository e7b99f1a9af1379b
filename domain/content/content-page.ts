/** A link inside a content page. */
export interface ContentLink {
  readonly label: string;
  /** An in-store path (no locale prefix) when not external. */
  readonly url: string;
  readonly isExternal: boolean;
}

export interface ContentSection {
  readonly heading: string | null;
  readonly paragraphs: readonly string[];
  readonly links: readonly ContentLink[];
}

/** A home slide (spec §3 CMS slide), in the page's locale. */
export interface Slide {
  readonly id: number;
  readonly isActive: boolean;
  readonly activeFrom: Date | null;
  readonly activeTo: Date | null;
  readonly heading: string;
  readonly bodyMessage: string;
  readonly buttonText: string | null;
  readonly buttonUrl: string | null;
  readonly isExternal: boolean;
  readonly openNewTab: boolean;
  readonly imageLg: string | null;
  readonly imageSm: string | null;
}

export const CONTENT_PAGE_SLUGS = ['home', 'faq', 'program-rules', 'customer-support', 'examples', 'credit-cards', 'promotions'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export interface ContentPage {
  readonly slug: ContentPageSlug;
  readonly title: string;
  readonly sections: readonly ContentSection[];
  readonly slides: readonly Slide[];
  readonly updatedAt: Date;
}
