/** English texts of the Integrations page (000 §2 Integrations; issue 16). */
export const integrationsEn = {
  title: 'Integrations',
  wordpress: {
    title: 'Content-management system',
    intro:
      'Install our WordPress plugin, then paste your server address and a site token created below into its settings.',
    download: 'Download the WordPress plugin',
  },
  tokens: {
    title: 'Site tokens',
    intro:
      'A site token lets a plugin on your website call our API from its server. Your password never leaves this product.',
    name: 'Token name',
    scopes: 'What it may do',
    scope: {
      playersRead: 'Read players',
      playersManage: 'Manage players',
      reportsRead: 'Read reports',
    },
    create: 'Create token',
    creating: 'Creating…',
    created: 'Copy this token now: it is shown only once.',
    copy: 'Copy',
    copied: 'Copied',
    empty: 'There are no site tokens yet.',
    lastUsed: 'Last used',
    never: 'Never',
    revoke: 'Revoke',
    revokeNamed: 'Revoke {{name}}',
    revokeTitle: 'Revoke token',
    revokeText: 'Sites using {{name}} lose access at once.',
    revoked: 'The token was revoked.',
    revokeFailed: 'Something went wrong.',
    failed: 'Something went wrong.',
    columns: {
      name: 'Name',
      token: 'Token',
      scopes: 'Scopes',
      lastUsed: 'Last used',
      operations: 'Operations',
    },
  },
  embed: {
    title: 'Embed code for any website',
    intro: 'Pick a player and paste this code into your page where the player should appear.',
    player: 'Player',
    choose: 'Choose a player',
    noPlayers: 'There are no players yet.',
    inline: 'Inline',
    floating: 'Floating',
  },
};
