import { useEffect } from 'preact/hooks';
import { useStartedModel } from '../../components/ui/use-started-model';
import { WorkspaceView } from '../../components/workspace/WorkspaceView';
import { ask } from '../../lib/messaging/client';
import { createWorkspaceModel } from '../../lib/state/workspace/workspace-model';

/** `#phone=79161234567`: the number the card or popup opened the workspace for. */
function phoneFromHash(): string | undefined {
  const match = /(?:^#|&)phone=(\d{7,15})(?:&|$)/.exec(location.hash);
  return match?.[1];
}

/** `&form=order`: "Record a sale" asked from the card, opened at once. */
const orderFormAsked = () => /(?:^#|&)form=order(?:&|$)/.test(location.hash);

export function App() {
  const model = useStartedModel(() => {
    const phone = phoneFromHash();
    return createWorkspaceModel({
      ask,
      browserLanguage: navigator.language,
      ...(phone ? { phone, openRecord: orderFormAsked() } : {}),
    });
  });
  useEffect(() => {
    document.documentElement.lang = model.locale.value;
  }, [model.locale.value]);
  return <WorkspaceView model={model} onOpenOptions={() => void ask({ type: 'options.open' })} />;
}
