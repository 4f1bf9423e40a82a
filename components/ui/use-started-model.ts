import { useEffect, useMemo } from 'preact/hooks';

/** A view's root model: started once the view is drawn, disposed with it. */
export interface StartedModel {
  start(): unknown;
  dispose(): void;
}

/** The page's one model, built on first render, started after it and disposed on unmount. */
export function useStartedModel<M extends StartedModel>(create: () => M): M {
  const model = useMemo(create, []);
  useEffect(() => {
    void model.start();
    return () => model.dispose();
  }, [model]);
  return model;
}
