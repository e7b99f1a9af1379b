import type { DownloadedFile } from './transaction-gateway';

/** Hands a file to the member (the browser's download), e.g. the transactions CSV. */
export interface FileSaver {
  save(file: DownloadedFile): void;
}
