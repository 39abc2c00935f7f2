import type { StreamingError } from '@smuc/sdk';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Streaming error: {text}' (001 §8) in the area's language; unknown codes keep the client's text. */
export function useStreamingErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: StreamingError) => {
      const fallback = error.text.replace(/^Streaming error: /, '');
      return t('studio.streamingError', {
        text: t(`studio.errors.${error.code}`, { defaultValue: fallback }),
      });
    },
    [t],
  );
}

/** Whether a thrown value is a publisher {@link StreamingError}. */
export const isStreamingError = (e: unknown): e is StreamingError =>
  typeof e === 'object' &&
  e !== null &&
  'code' in e &&
  'text' in e &&
  typeof (e as StreamingError).text === 'string';
