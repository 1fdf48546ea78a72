import type { ApiClient, Spell } from '@dictation/core';
import { apiKey } from '@dictation/core/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { readOptions, readStateOf } from '../ReadStatus';
import { runOfAnswer, type TextMagicRun } from './textMagicRun';

/** The calls the Text magic panel makes; `createApiClient(...)` satisfies it. */
export interface TextMagicPanelApi {
  textMagic: Pick<ApiClient['textMagic'], 'spells' | 'apply'>;
}

export interface UseTextMagicOptions {
  letterId: number;
  api: TextMagicPanelApi;
  /** The letter's text now (the editor's `getText`): what a spell works on. */
  getLetterText: () => string;
  log?: (error: unknown) => void;
}

/**
 * The panel's logic without JSX: the spells (`spells/available`, SWR under core's key) and one
 * spell applied at a time (`spells/apply` with the letter's text as it is when chosen). Choosing
 * another spell, or leaving, drops the answer of the one before.
 */
export function useTextMagic({ letterId, api, getLetterText, log }: UseTextMagicOptions) {
  const spellsAnswer = useSWR(apiKey('textMagic.spells'), () => api.textMagic.spells(), readOptions);
  const spells = readStateOf(spellsAnswer);
  const [run, setRun] = useState<TextMagicRun>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);
  const latest = useRef({ letterId, api, getLetterText, log });
  latest.current = { letterId, api, getLetterText, log };

  useEffect(() => () => current.current?.abort(), []);

  const apply = useCallback((spell: Spell) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const { letterId: id, api: client, getLetterText: read, log: report } = latest.current;
    setRun({ kind: 'applying', spell });
    client.textMagic
      .apply({ letterId: id, spellId: spell.id, textForProcess: read() }, { signal: controller.signal })
      .then(
        (answer) => {
          if (!controller.signal.aborted) setRun(runOfAnswer(spell, answer));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          report?.(error);
          setRun({ kind: 'failed', spell });
        },
      );
  }, []);

  /** Back to the menu: a spell still working is dropped. */
  const reset = useCallback(() => {
    current.current?.abort();
    setRun({ kind: 'idle' });
  }, []);

  return {
    spells,
    reloadSpells: () => void spellsAnswer.mutate(),
    run,
    apply,
    reset,
  };
}
