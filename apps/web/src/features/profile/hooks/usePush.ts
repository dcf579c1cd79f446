import { useEffect, useState } from 'react';

import { disablePush, enablePush, pushState, type PushState } from '../../../lib/push';

/** This device's push state, and the switch's change: permission is asked only when turned on. */
export function usePush() {
  const [state, setState] = useState<PushState>('off');
  // Not busy while the state is read: the switch looks the same until it is known (usually 'off').
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
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
    setFailed(false);
    void (on ? enablePush() : disablePush())
      .then(setState, () => setFailed(true))
      .finally(() => setBusy(false));
  };
  return { state, busy, failed, change };
}
