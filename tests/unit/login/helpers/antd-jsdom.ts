/**
 * What antd's Form and Modal need from a browser that jsdom lacks: MessageChannel (rc-field-form
 * schedules validation through it) and getComputedStyle with a pseudo-element argument.
 */
type Port = { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void; start: () => void };

if (typeof globalThis.MessageChannel === 'undefined') {
  class MessageChannelShim {
    readonly port1: Port;
    readonly port2: Port;
    constructor() {
      const make = (target: () => Port): Port => ({
        onmessage: null,
        postMessage: (data) => setTimeout(() => target().onmessage?.({ data }), 0),
        close: () => {},
        start: () => {},
      });
      this.port1 = make(() => this.port2);
      this.port2 = make(() => this.port1);
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannelShim, writable: true, configurable: true });
}

if (typeof window !== 'undefined') {
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => original(elt);
}

export {};
