import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useFetchers, useNavigation, useRevalidator } from 'react-router';
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from '../../constants';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The request progress bar: shown when a navigation, fetcher or revalidation lasts longer than
 * PROGRESS_THROTTLE_MS, it creeps forward over PROGRESS_DURATION_MS, fills when the request ends
 * and fades after PROGRESS_HIDE_DELAY_MS. It turns red when a request fails: an HTTP error answer
 * or a network failure of any fetch the page makes (the router's data requests included).
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const busy =
    navigation.state !== 'idle' || revalidator.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');

  const [phase, setPhase] = useState<Phase>('idle');
  const [failed, setFailed] = useState(false);
  const [run, setRun] = useState(0);
  const phaseRef = useRef<Phase>('idle');
  phaseRef.current = phase;
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const scheduleHide = () => {
      window.clearTimeout(hideTimer.current);
      hideTimer.current = window.setTimeout(() => {
        setPhase('idle');
        setFailed(false);
      }, PROGRESS_HIDE_DELAY_MS);
    };
    if (busy) {
      window.clearTimeout(hideTimer.current);
      const start = window.setTimeout(() => {
        if (phaseRef.current === 'idle') setFailed(false);
        setRun((n) => n + 1);
        setPhase('running');
      }, PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(start);
    }
    if (phaseRef.current === 'running') {
      setPhase('finishing');
      scheduleHide();
    }
    return undefined;
  }, [busy]);

  // Failed requests: wrap fetch once for the life of the page.
  useEffect(() => {
    const original = window.fetch;
    const fail = () => {
      setFailed(true);
      if (phaseRef.current === 'idle') {
        setRun((n) => n + 1);
        setPhase('finishing');
        window.clearTimeout(hideTimer.current);
        hideTimer.current = window.setTimeout(() => {
          setPhase('idle');
          setFailed(false);
        }, PROGRESS_HIDE_DELAY_MS);
      }
    };
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      try {
        const response = await original(...args);
        if (response.status >= 400) fail();
        return response;
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) fail();
        throw error;
      }
    };
    return () => {
      window.fetch = original;
      window.clearTimeout(hideTimer.current);
    };
  }, []);

  const style = {
    '--progress-duration': `${PROGRESS_DURATION_MS}ms`,
    '--progress-hide': `${PROGRESS_HIDE_DELAY_MS}ms`,
  } as CSSProperties;

  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-[3px]" aria-hidden="true">
      {phase !== 'idle' ? (
        <div
          key={run}
          data-testid="progress-bar"
          data-state={phase}
          data-failed={failed ? 'true' : undefined}
          className={`progress-bar is-${phase}${failed ? ' is-failed' : ''}`}
          style={style}
        />
      ) : null}
    </div>
  );
}
