/* The editor side of the smuc/player block: a player picker fed by the plugin's proxy
 * (GET my-streams through wp.apiFetch, which sends the REST nonce), and a mode switch.
 * Uses the wp.* globals, so the site needs no build step. */
((blocks, element, components, blockEditor, apiFetch) => {
  const el = element.createElement;
  const useState = element.useState;
  const useEffect = element.useEffect;

  // biome-ignore lint/correctness/noComponentHookFactories: the wp.* globals arrive as this wrapper's arguments (no build step on the site)
  function Edit(props) {
    const attrs = props.attributes;
    const [players, setPlayers] = useState(null);
    useEffect(() => {
      apiFetch({ url: `${window.smucBlock.proxy}/my-streams?per_page=100` })
        .then((body) => {
          setPlayers(body.data.items);
        })
        .catch(() => {
          setPlayers([]);
        });
    }, [setPlayers]);
    const options = [{ label: '—', value: '' }].concat(
      (players || []).map((p) => ({ label: p.title, value: p.apikey || '' })),
    );
    return el(
      'div',
      blockEditor.useBlockProps(),
      el(components.SelectControl, {
        label: 'Player',
        value: attrs.apikey,
        options,
        onChange: (v) => {
          props.setAttributes({ apikey: v });
        },
      }),
      el(components.SelectControl, {
        label: 'Mode',
        value: attrs.mode,
        options: [
          { label: 'Inline', value: 'inline' },
          { label: 'Floating', value: 'floating' },
        ],
        onChange: (v) => {
          props.setAttributes({ mode: v });
        },
      }),
    );
  }

  blocks.registerBlockType('smuc/player', {
    edit: Edit,
    save: () => null,
  });
})(window.wp.blocks, window.wp.element, window.wp.components, window.wp.blockEditor, window.wp.apiFetch);
