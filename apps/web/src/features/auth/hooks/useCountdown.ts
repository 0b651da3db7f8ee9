import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A seconds countdown (SMS resend 60 s, login-error redirect 5 s). `start(n)` (re)starts it;
 * `remaining` is 0 when idle. `onDone` runs once when it reaches 0.
 */
export function useCountdown(onDone?: () => void) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  // The latest onDone, for the tick that reaches 0 (it runs long after the render that started the countdown).
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setRemaining(0);
  }, []);

  const start = useCallback((seconds: number) => {
    if (timer.current) clearInterval(timer.current);
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((s) => {
        if (s <= 1) {
          if (timer.current) clearInterval(timer.current);
          timer.current = null;
          // Outside the updater: a state updater must stay pure.
          queueMicrotask(() => done.current?.());
          return 0;
        }
        return s - 1;
      });
    }, 1000);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  return { remaining, running: remaining > 0, start, stop };
}
