import { Component, type ReactNode, Suspense } from 'react';
import './tokens.css';
import './on-demand.css';

/** What the page says when a part it loads on demand cannot be loaded (docs/messages.md#every-form). */
export const loadFailedText = 'Dieser Teil der Seite konnte nicht geladen werden. Bitte laden Sie die Seite neu.';

/**
 * A part of an island that the browser loads when it is needed (a `lazy` chunk): `loading` shows
 * meanwhile. When the chunk cannot be loaded (the network went away, or a deploy replaced it while
 * the page was open) the part says so in German with a button to reload the page; the rest of the
 * island stays as it was.
 */
export function OnDemand({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  return (
    <LoadFailure>
      <Suspense fallback={loading}>{children}</Suspense>
    </LoadFailure>
  );
}

class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="ui-load-failure" role="alert">
        {loadFailedText}{' '}
        <button type="button" data-autofocus onClick={() => location.reload()}>
          Seite neu laden
        </button>
      </p>
    );
  }
}

/** Starts loading a chunk ahead of need (a hover, a focus); a failure shows when it is rendered. */
export const preload = (load: () => Promise<unknown>) => () => void load().catch(() => {});
