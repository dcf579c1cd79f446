import { useEffect, useState } from 'react';

import {
  disablePush,
  enablePush,
  pushFailureOf,
  pushState,
  type PushFailure,
  type PushState,
} from '../../../lib/push';

/** This device's push state, and the switch's change: permission is asked only when turned on. */
export function usePush() {
  const [state, setState] = useState<PushState>('off');
  // Not busy while the state is read: the switch looks the same until it is known (usually 'off').
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<PushFailure | null>(null);
  useEffect(() => {
    let live = true;
    void pushState()
      .catch((): PushState => 'unsupported')
      .then((found) => {
        if (!live) return;
        setState(found);
      });
    return () => {
      live = false;
    };
  }, []);
  const change = (on: boolean) => {
    setBusy(true);
    setFailed(null);
    void (on ? enablePush() : disablePush())
      .then(setState, (error: unknown) => setFailed(pushFailureOf(error)))
      .finally(() => setBusy(false));
  };
  return { state, busy, failed, change };
}
