import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { isMantineUseId, mantineStableId, STABLE_MANTINE_ID } from '../../scripts/mantine-stable-id';
import { useId } from './stable-mantine-id';

describe("Mantine's useId as the build uses it", () => {
  it('is React’s id with Mantine’s prefix from the first render, and the component renders once', () => {
    const seen: string[] = [];
    const committed: string[] = [];
    function Field() {
      const id = useId();
      seen.push(id);
      useEffect(() => {
        committed.push(id);
      });
      return <input id={id} aria-label="field" />;
    }
    const { getByLabelText } = render(<Field />);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^mantine-\S+$/);
    expect(seen[0]).not.toContain(':');
    expect(committed).toEqual(seen);
    expect(getByLabelText('field').id).toBe(seen[0]);
  });

  it('keeps an id given by the caller', () => {
    let id = '';
    function Field() {
      id = useId('given-id');
      return null;
    }
    render(<Field />);
    expect(id).toBe('given-id');
  });

  it('gives two components two ids', () => {
    const ids: string[] = [];
    function Field() {
      ids.push(useId());
      return null;
    }
    render(
      <>
        <Field />
        <Field />
      </>,
    );
    expect(new Set(ids).size).toBe(2);
  });
});

describe('the build plugin that puts it in place of @mantine/hooks’s', () => {
  const hooksIndex = '/app/node_modules/@mantine/hooks/esm/index.mjs';

  it('resolves only @mantine/hooks’s own import of its use-id module', () => {
    expect(isMantineUseId('./use-id/use-id.mjs', hooksIndex)).toBe(true);
    expect(isMantineUseId('../use-id/use-id.mjs', '/app/node_modules/@mantine/hooks/esm/use-x/use-x.mjs')).toBe(true);
    expect(isMantineUseId('./use-id/use-id.mjs', '/app/node_modules/@mantine/core/esm/index.mjs')).toBe(false);
    expect(isMantineUseId('./use-idle/use-idle.mjs', hooksIndex)).toBe(false);
    expect(isMantineUseId('./use-id/use-id.mjs', undefined)).toBe(false);
  });

  it('answers the replacement module for it and leaves every other import to Vite', () => {
    const plugin = mantineStableId();
    const resolveId = plugin.resolveId as (source: string, importer: string | undefined) => string | null;
    expect(resolveId('./use-id/use-id.mjs', hooksIndex)).toBe(STABLE_MANTINE_ID);
    expect(STABLE_MANTINE_ID).toMatch(/ui[\\/]hooks[\\/]stable-mantine-id\.ts$/);
    expect(resolveId('react', hooksIndex)).toBeNull();
  });
});
