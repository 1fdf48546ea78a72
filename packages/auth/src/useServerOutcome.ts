import { useCallback, useMemo, useState } from 'react';

interface ServerOutcomeText {
  title?: string;
  detail?: string;
}

/** The server outcome a form shows under its fields, cleared on the next submit. */
export function useServerOutcome() {
  const [value, setValue] = useState<ServerOutcomeText>({});
  const show = useCallback((title?: string, detail?: string) => setValue({ title, detail }), []);
  const clear = useCallback(() => setValue({}), []);
  return useMemo(() => ({ value, show, clear }), [value, show, clear]);
}
