import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { CollectCount } from '@/components/collect/collect-count';
import { collectedAtom } from '@/components/collect/state';

// Issue 35 part 5: the 收藏 count followed the cached page, not the member's own collect.
function view(count: number, format?: 'short' | 'full') {
  const store = createStore();
  render(
    <Provider store={store}>
      <CollectCount itemId={7} count={count} format={format} />
    </Provider>,
  );
  const set = (folders: number[] | undefined) => act(() => store.set(collectedAtom, folders === undefined ? {} : { 7: folders }));
  return { set, text: () => screen.getByTestId('collect-count').textContent };
}

test('collecting adds one and uncollecting takes it back', () => {
  const { set, text } = view(41);
  expect(text()).toBe('41');
  set([]);
  expect(text()).toBe('41');
  set([3]);
  expect(text()).toBe('42');
  // A second folder is the same member: still one more.
  set([3, 9]);
  expect(text()).toBe('42');
  set([]);
  expect(text()).toBe('41');
});

test('an item the member had collected already counts them: uncollecting takes one off', () => {
  const { set, text } = view(12_345, 'full');
  set([1]);
  expect(text()).toBe('12,345');
  set([]);
  expect(text()).toBe('12,344');
});

test('never below zero', () => {
  const { set, text } = view(0);
  set([1]);
  set([]);
  expect(text()).toBe('0');
});
