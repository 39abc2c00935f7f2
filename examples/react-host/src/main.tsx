/**
 * A React host page: its own React renders the page and our elements through the typed wrappers of
 * `@smuc/components/react`; the elements' code (with their own React, inside their shadow roots)
 * comes from the SMUC server's loader, added once to the page.
 */
import { type SmucEventMap, SmucPlayerEditor, SmucPlayerList } from '@smuc/components/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    SMUC: { origin: string; token: string };
  }
}

const { origin, token } = window.SMUC;
const apiBase = `${origin}/smucrestapi/v2`;

// The elements' loader: registers every <smuc-*> tag; each area's code loads when it appears.
const loader = document.createElement('script');
loader.type = 'module';
loader.src = `${origin}/embed/smuc-elements.js`;
document.head.append(loader);

function App() {
  const [editing, setEditing] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  // Typed handlers: event.detail is { id: number; message?: string }.
  const openPlayer = (event: SmucEventMap['smuc-open-player']) => {
    event.preventDefault();
    setEditing(event.detail.id);
  };
  return (
    <main>
      <h1>React host</h1>
      <p className="host-status">
        {editing === null ? 'Pick a player' : `Editing player ${editing}${dirty ? ' (unsaved)' : ''}`}
      </p>
      <SmucPlayerList apiBase={apiBase} token={token} lang="en" hideCreate onSmucOpenPlayer={openPlayer} />
      {editing !== null && (
        <SmucPlayerEditor
          apiBase={apiBase}
          token={token}
          lang="en"
          streamId={editing}
          onSmucDirtyChange={(event) => setDirty(event.detail.dirty)}
          onSmucNavigate={(event) => {
            event.preventDefault();
            setEditing(null);
          }}
        />
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
