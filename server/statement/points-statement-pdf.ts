import PDFDocument from 'pdfkit';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { formatDate } from '@rewards-storefront/domain/format/format-date';
import { formatNumber, formatSignedNumber } from '@rewards-storefront/domain/format/format-number';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { StatementCsvLine } from '@rewards-storefront/domain/points/statement-csv';
import { fillWords, PDF_TEXTS } from './statement-texts';

/** What the PDF prints: the card, the month and its balances, and each line already in the member's words. */
export interface StatementPdfContent {
  locale: Locale;
  cardLabel: string;
  /** The month in words ("November 2026", "novembre 2026"). */
  monthLabel: string;
  monthKey: string;
  openingBalance: number;
  closingBalance: number;
  pendingPoints: number;
  cardBalance: number;
  lines: readonly StatementCsvLine[];
}

/** Column x positions and widths on a Letter page with 50 pt margins (512 pt of text). */
const COLUMNS = [
  { x: 50, width: 80, align: 'left' },
  { x: 132, width: 200, align: 'left' },
  { x: 334, width: 70, align: 'right' },
  { x: 408, width: 78, align: 'left' },
  { x: 488, width: 74, align: 'right' },
] as const;


/**
 * A month's points statement as a PDF (issue 26 item 5) in the member's
 * language, drawn with pdfkit's standard Helvetica (WinAnsi covers French
 * accents and the no-break space the French formats use): a heading, the
 * balances, then a table of the lines, repeating its header on each page.
 * Dates are UTC calendar days, as the statement's months are.
 */
export function statementPdf(content: StatementPdfContent): Promise<Buffer> {
  const texts = PDF_TEXTS[content.locale];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    lang: content.locale,
    info: { Title: `${texts.title} ${content.monthKey}`, Author: 'Rewards programme', Subject: content.cardLabel },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(18).text(`${texts.title} – ${content.monthLabel}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const facts: Array<[string, string]> = [
    [texts.card, content.cardLabel],
    [texts.opening, formatPoints(content.openingBalance, content.locale)],
    [texts.closing, formatPoints(content.closingBalance, content.locale)],
    [texts.pending, formatPoints(content.pendingPoints, content.locale)],
    [texts.balance, formatPoints(content.cardBalance, content.locale)],
  ];
  const colon = content.locale === 'fr-CA' ? '\u00a0:' : ':';
  for (const [label, value] of facts) doc.text(`${label}${colon} ${value}`);
  doc.moveDown();

  const row = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) row(texts.columns, true);
    }
    const top = doc.y;
    cells.forEach((cell, index) => doc.text(cell, COLUMNS[index]!.x, top, { width: COLUMNS[index]!.width, align: COLUMNS[index]!.align }));
    doc.x = 50;
    doc.y = top + height;
  };
  row(texts.columns, true);
  if (content.lines.length === 0) doc.font('Helvetica').text(texts.none);
  for (const line of content.lines) {
    const day = formatDate(line.postingDate, content.locale, 'UTC');
    const status = line.status === 'pending' ? `${texts.pendingStatus} (${fillWords(texts.postsOn, { date: day })})` : texts.postedStatus;
    row(
      [day, line.description, formatSignedNumber(line.points, content.locale), status, line.runningBalance === null ? '' : formatNumber(line.runningBalance, content.locale)],
      false,
    );
  }
  doc.end();
  return done;
}
