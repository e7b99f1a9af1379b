import type { FileSaver } from '@application/ports/file-saver';
import type { DownloadedFile } from '@application/ports/transaction-gateway';

/**
 * Saves a file through the browser's download: a Blob behind a temporary
 * link that is clicked, then removed and its address released.
 */
export class BrowserFileSaver implements FileSaver {
  constructor(private readonly document: Document) {}

  save(file: DownloadedFile): void {
    const view = this.document.defaultView;
    if (!view) return;
    const url = view.URL.createObjectURL(new view.Blob([file.content], { type: file.type }));
    const link = this.document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.hidden = true;
    this.document.body.append(link);
    link.click();
    link.remove();
    // Released after the click has started the download.
    view.setTimeout(() => view.URL.revokeObjectURL(url), 0);
  }
}
