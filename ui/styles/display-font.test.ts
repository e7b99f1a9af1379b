import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';

const fontsCss = readFileSync(join(process.cwd(), 'ui/styles/fonts.css'), 'utf8');
const fontFaces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');

describe('the display family of spec §9 is the headings’ font', () => {
  it('headings use Montserrat first, the text uses Inter', () => {
    expect(theme.headings?.fontFamily?.split(',')[0]).toBe('Montserrat');
    expect(theme.fontFamily?.split(',')[0]).toBe('Inter');
  });

  it('Montserrat ships from npm, bold, and never moves text when late (font-display: optional)', () => {
    const montserrat = fontFaces.filter((face) => face.includes("font-family: 'Montserrat'"));
    expect(montserrat).toHaveLength(1);
    expect(montserrat[0]).toContain('font-weight: 700');
    const source = /url\('@fontsource\/([^']+)'\)/.exec(montserrat[0] ?? '')?.[1];
    expect(source).toBe('montserrat/files/montserrat-latin-700-normal.woff2');
    expect(existsSync(join(process.cwd(), 'node_modules/@fontsource', source ?? 'missing'))).toBe(true);
  });

  it('every face declared is font-display: optional and comes from an npm package, never the network', () => {
    expect(fontFaces.length).toBeGreaterThan(0);
    for (const face of fontFaces) {
      expect(face).toContain('font-display: optional');
      expect(face).toMatch(/src: url\('@fontsource\//);
      expect(face).not.toMatch(/https?:/);
    }
  });
});
