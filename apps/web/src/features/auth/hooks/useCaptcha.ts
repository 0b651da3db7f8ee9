import { useCallback, useEffect, useRef, useState } from 'react';
import { getUuid } from '../../../platform/session/cookies.ts';
import { getCaptcha } from '../api/get-captcha.ts';

/**
 * The image captcha keyed by the uuid cookie (§9): loaded as a blob, shown through an object URL,
 * refreshed on click and after every failed attempt (a captcha is single use). The previous image
 * stays on screen until the next one has arrived.
 */
export function useCaptcha() {
  // Read once: the uuid cookie keys the browser and does not change while the form is open.
  const [uuid] = useState(getUuid);
  const current = useRef<string | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  // The first image is loading from the start; a refresh marks the next one as loading when it asks for it.
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [nonce, setNonce] = useState(0);

  const refresh = useCallback(() => {
    setLoading(true);
    setFailed(false);
    setNonce((n) => n + 1);
  }, []);

  useEffect(() => {
    let alive = true;
    getCaptcha(uuid)
      .then((blob) => {
        if (!alive) return;
        const previous = current.current;
        current.current = URL.createObjectURL(blob);
        setSrc(current.current);
        if (previous) URL.revokeObjectURL(previous);
      })
      .catch(() => {
        if (alive) setFailed(true);
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
  }, [uuid, nonce]);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  return { uuid, src, loading, failed, refresh };
}

export type Captcha = ReturnType<typeof useCaptcha>;
