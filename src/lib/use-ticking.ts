// The time, moving every quarter second while `running`: what a countdown or an estimate on screen follows.
import { useEffect, useState } from 'react';

export function useTicking(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
