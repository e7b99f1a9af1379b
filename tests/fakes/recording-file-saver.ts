import type { FileSaver } from '@application/ports/file-saver';
import type { DownloadedFile } from '@application/ports/transaction-gateway';

/** Keeps the files the application handed to the member. */
export class RecordingFileSaver implements FileSaver {
  readonly saved: DownloadedFile[] = [];

  save(file: DownloadedFile): void {
    this.saved.push(file);
  }
}
