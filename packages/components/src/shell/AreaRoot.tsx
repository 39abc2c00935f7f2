import { createClient, LANGUAGES, type Language, pageSharesAnswers } from '@smuc/sdk';
import type { i18n } from 'i18next';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { I18nProvider, UNSAFE_PortalProvider } from 'react-aria';
import { I18nextProvider } from 'react-i18next';
import { createI18n, directionOf, isLanguageLoaded, loadLanguage } from '../i18n/index';
import baseCss from '../ui/base.css?inline';
import { Toaster } from '../ui/Toaster';
import tokensCss from '../ui/tokens.css?inline';
import { AreaContext, type AreaContextValue, type SmucEventArgs, type SmucEventName } from './area-context';
import { useTopLayer } from './top-layer';

/** Attributes every dashboard element takes (kebab-case on the element: `api-base`, `token`, `lang`). */
export interface AreaProps {
  /** REST base; default `/smucrestapi/v2` on the page's origin. */
  apiBase?: string;
  /** Bearer token; omit on the product's own origin, where the session cookie signs in. */
  token?: string;
  /** One of en, hu, de, ar (right to left); default en. */
  lang?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

export const DEFAULT_API_BASE = '/smucrestapi/v2';

function asLanguage(lang: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en';
}

/**
 * The root of every dashboard area: one API client, one i18n instance and one toaster per element
 * instance (never shared between elements), the area's styles inside its shadow root, a portal node
 * for overlays, `dir` for right-to-left languages, and the client's session signals re-raised as
 * `smuc-session-expired` / `smuc-logged-out` events, and each API request raised as `smuc-request` first
 * (a host page's headers hook). The area's content waits for its language's
 * catalogue when that is not loaded yet (never English first, then the language); on a change of
 * language it keeps its current texts until the new ones are in.
 */
export function AreaRoot({
  apiBase,
  token,
  lang,
  container,
  css,
  children,
}: AreaProps & { css: string; children: ReactNode }) {
  const language = asLanguage(lang);
  const rootRef = useRef<HTMLDivElement>(null);
  const portalRef = useRef<HTMLDivElement>(null);
  // The client is rebuilt only when where or as whom it calls changes; language is set below.
  // It trusts our server's answers (`validate: false`): the schemas and zod stay out of the page
  // (issue 16 §1), the server's tests check every answer against them.
  // Every request is first raised as `smuc-request` on the element, where a host page adds its own
  // headers (the WordPress plugin's nonce); `emitRef` is the element's current `emit`.
  const emitRef = useRef<AreaContextValue['emit'] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: language is applied with setLanguage
  const client = useMemo(
    () =>
      createClient({
        baseUrl: apiBase || DEFAULT_API_BASE,
        token: token || undefined,
        language,
        validate: false,
        // In the host app, one `GET /user/me` for the shell and all its elements (issue 35 §2).
        shareAnswers: pageSharesAnswers(),
        beforeRequest: (request) => {
          emitRef.current?.('smuc-request', {
            url: request.url,
            method: request.method,
            headers: request.headers,
          });
        },
      }),
    [apiBase, token],
  );
  const languageReady = isLanguageLoaded(language);
  const [, setLoadedLanguage] = useState('');
  useEffect(() => {
    if (!languageReady) loadLanguage(language).then(() => setLoadedLanguage(language), reportError);
  }, [language, languageReady]);
  const ready = useMemo(() => (languageReady ? createI18n(language) : null), [language, languageReady]);
  // While another language loads, the area keeps its current texts (and its state) on screen.
  const shown = useRef<i18n | null>(null);
  if (ready) shown.current = ready;
  const i18n = shown.current ?? createI18n('en');
  useTopLayer(portalRef);
  useEffect(() => client.setLanguage(language), [client, language]);

  const value = useMemo<AreaContextValue>(() => {
    const host = () =>
      container instanceof ShadowRoot ? container.host : (rootRef.current ?? container ?? null);
    const emit = <K extends SmucEventName>(name: K, ...args: SmucEventArgs<K>) => {
      const target = host();
      const detail = args[0] ?? null;
      return target
        ? target.dispatchEvent(
            new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
          )
        : true;
    };
    emitRef.current = emit;
    return { client, emit, portal: () => portalRef.current, host, language };
  }, [client, container, language]);

  useEffect(() => {
    const expired = () => value.emit('smuc-session-expired');
    const out = () => value.emit('smuc-logged-out');
    client.events.addEventListener('session-expired', expired);
    client.events.addEventListener('logged-out', out);
    return () => {
      client.events.removeEventListener('session-expired', expired);
      client.events.removeEventListener('logged-out', out);
    };
  }, [client, value]);

  return (
    <AreaContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>
        {/* React Aria's dates, times, numbers and arrow keys follow the element's language, not the browser's. */}
        <I18nProvider locale={language}>
          <UNSAFE_PortalProvider getContainer={() => portalRef.current}>
            <div ref={rootRef} className="smuc-root smuc-tokens" lang={language} dir={directionOf(language)}>
              <style>{tokensCss + baseCss + css}</style>
              {shown.current && <Toaster>{children}</Toaster>}
              <div ref={portalRef} className="smuc-portal" popover="manual" />
            </div>
          </UNSAFE_PortalProvider>
        </I18nProvider>
      </I18nextProvider>
    </AreaContext.Provider>
  );
}
