// jsdom lays nothing out: the picture viewer's stage gets a size (1000 × 700) so the picture gets a box.
class FakeResizeObserver {
  observe() {}
  disconnect() {}
}

/** Call at the top of a viewer test file. */
export function giveViewerStageASize(): void {
  beforeAll(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 700 });
  });
}
