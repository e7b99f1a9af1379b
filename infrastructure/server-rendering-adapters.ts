import type { ActivityOrigin, IdleTimer } from '@application/ports/idle-timer';
import type { FileSaver } from '@application/ports/file-saver';
import type { PageNavigator } from '@application/ports/page-navigator';
import type { DownloadedFile } from '@application/ports/transaction-gateway';
import { NEVER, type Observable } from 'rxjs';

/**
 * The server renders a page once and sends it: no member is there to be idle
 * (the browser's own timer takes over once the page runs).
 */
export class NoActivityIdleTimer implements IdleTimer {
  readonly activity$: Observable<ActivityOrigin> = NEVER;
}

/**
 * The server's rendering never leaves the page: the UI navigates only in
 * answer to the member's actions, which happen in the browser. A call here is
 * a bug, so it says so instead of doing nothing.
 */
export class NoPageNavigator implements PageNavigator {
  assign(url: string): void {
    throw new Error(`a page rendered on the server cannot navigate to ${url}`);
  }

  replace(url: string): void {
    throw new Error(`a page rendered on the server cannot navigate to ${url}`);
  }

  reload(): void {
    throw new Error('a page rendered on the server cannot reload');
  }

  close(): void {
    throw new Error('a page rendered on the server cannot close');
  }
}

/**
 * A download happens only when the member asks for one, in the browser: the
 * server's rendering has the account pages' capability but never saves a file.
 */
export class NoFileSaver implements FileSaver {
  save(file: DownloadedFile): void {
    throw new Error(`a page rendered on the server cannot save ${file.name}`);
  }
}
