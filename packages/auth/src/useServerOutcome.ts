import { useCallback, useMemo, useState } from 'react';

interface ServerOutcomeText {
  title?: string;
  detail?: string;
}

/** `value` is what the form shows; `show` replaces it, `clear` empties it. */
export interface ServerOutcome {
  value: ServerOutcomeText;
  show: (title?: string, detail?: string) => void;
  clear: () => void;
}

/** The server outcome a form shows under its fields, cleared on the next submit. */
export function useServerOutcome(): ServerOutcome {
  const [value, setValue] = useState<ServerOutcomeText>({});
  const show = useCallback((title?: string, detail?: string) => setValue({ title, detail }), []);
  const clear = useCallback(() => setValue({}), []);
  return useMemo(() => ({ value, show, clear }), [value, show, clear]);
}
