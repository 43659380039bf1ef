/** The init (second argument) of the first fetch `run` makes: what the HTTP layer hands to fetch. */
export async function firstFetchInit(run: () => Promise<unknown>): Promise<RequestInit & { next?: unknown }> {
  const spy = jest.spyOn(globalThis, 'fetch');
  try {
    await run();
    return spy.mock.calls[0][1] as RequestInit & { next?: unknown };
  } finally {
    spy.mockRestore();
  }
}
