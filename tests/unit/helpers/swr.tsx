import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AntdProvider } from '@/components/providers/antd-provider';

/** SWR with a cache of the test's own, so no answer leaks from one test into the next; `config` adds to it. */
export function FreshSwr({ config, children }: { config?: SWRConfiguration; children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), ...config }}>{children}</SWRConfig>;
}

/** renderHook's `wrapper` with a fresh SWR cache (and `config`). */
export function freshSwrWrapper(config?: SWRConfiguration) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <FreshSwr config={config}>{children}</FreshSwr>;
  };
}

/** Renders a screen of the personal centre as the site mounts it: antd's provider, a fresh SWR cache that asks on every render. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <FreshSwr config={{ dedupingInterval: 0 }}>
      <AntdProvider>{ui}</AntdProvider>
    </FreshSwr>,
  );
}
