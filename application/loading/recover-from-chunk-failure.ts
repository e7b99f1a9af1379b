import { isChunkLoadError, shouldReloadAfterChunkFailure } from '@rewards-storefront/domain/loading/chunk-reload';
import type { ChunkReloadStorage } from '../ports/chunk-reload-storage';
import type { Clock } from '../ports/clock';

/** What the UI does with an error that stopped a page from showing. */
export type ChunkFailureRecovery = 'reload' | 'show-error';

/**
 * A page's code could not be loaded, usually because a new deployment
 * replaced it (spec §4, §8): the page is reloaded to fetch the new code,
 * at most once a minute so a chunk that is really gone cannot cause a
 * reload loop.
 *
 * Always holds: 'reload' only for a chunk-load error and only when no
 * reload for that reason happened in the last minute; the reload time is
 * recorded before the UI reloads.
 */
export class RecoverFromChunkFailure {
  constructor(
    private readonly storage: ChunkReloadStorage,
    private readonly clock: Clock,
  ) {}

  execute({ message }: { readonly message: string }): ChunkFailureRecovery {
    if (!isChunkLoadError(message)) return 'show-error';
    const now = this.clock.now();
    if (!shouldReloadAfterChunkFailure(this.storage.read(), now)) return 'show-error';
    this.storage.write(now);
    return 'reload';
  }
}
