import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** Shown and total letters of the list on screen, for the header's 'Showing X of Y'. */
export interface ListCount {
  shown: number;
  total: number;
}

interface ListCountContextValue {
  count: ListCount | undefined;
  setCount: (count: ListCount | undefined) => void;
}

const ListCountContext = createContext<ListCountContextValue>({ count: undefined, setCount: () => {} });

export function ListCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState<ListCount | undefined>();
  const value = useMemo(() => ({ count, setCount }), [count]);
  return <ListCountContext.Provider value={value}>{children}</ListCountContext.Provider>;
}

export const useListCount = () => useContext(ListCountContext);
