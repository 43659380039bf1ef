'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { chooseLabelAtom, chosenLabelsAtom, type ChosenLabel } from '@/lib/state/search';

/** Mirrors the page's label filter into the SPEC §3 label-choice state (tagId, tagValue, chosen labels). */
export function LabelSync({ label }: { label: ChosenLabel | null }) {
  const choose = useSetAtom(chooseLabelAtom);
  const setChosen = useSetAtom(chosenLabelsAtom);
  useEffect(() => {
    if (label) choose(label);
    else setChosen([]);
  }, [label?.tagId, label?.tagValue]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
