import { LANGUAGES, type Language, type Tutorial } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AreaRoot } from '../shell/AreaRoot';
import css from './learning-center.css?inline';
import { TutorialList } from './TutorialList';
import { TutorialPage } from './TutorialPage';

/** A few tutorials as `GET /tutorials.json` answers them (no server: posters fall back to drawn thumbnails). */
const TUTORIALS: Tutorial[] = [
  {
    videoId: 'dashboard-tour',
    category: 'Getting started',
    title: 'Your dashboard in two minutes',
    date: '2026-09-14',
    description:
      '<p>The dashboard is where every working day starts.</p><ol><li>Usage</li><li>Players</li></ol>',
  },
  {
    videoId: 'products',
    category: 'Products',
    title: 'Products: one catalogue for every player',
    date: '2026-10-12',
    description: '<p>Products are kept once for the whole account.</p>',
  },
  {
    videoId: 'reports',
    category: 'Reports',
    title: 'Reading the report: viewers, impressions and clicks',
    date: '2026-10-26',
    description: '<p>The report lists every player with its viewers.</p><script>alert(1)</script>',
  },
  {
    videoId: 'profile-fonts',
    category: 'Account',
    title: 'Your profile, password and brand fonts',
    date: '2026-11-09',
    description: '<p>The profile keeps your account details.</p>',
  },
];

/** The same tutorials in German. */
const TUTORIALS_DE: Tutorial[] = [
  {
    videoId: 'dashboard-tour',
    category: 'Erste Schritte',
    title: 'Deine Übersicht in zwei Minuten',
    date: '2026-09-14',
    description: '<p>Jeder Arbeitstag beginnt in der Übersicht.</p>',
  },
  {
    videoId: 'products',
    category: 'Produkte',
    title: 'Produkte: ein Katalog für alle Player',
    date: '2026-10-12',
    description: '<p>Produkte legst du einmal für das ganze Konto an.</p>',
  },
  {
    videoId: 'profile-fonts',
    category: 'Konto',
    title: 'Dein Profil, dein Passwort und die Schriften deiner Marke',
    date: '2026-11-09',
    description: '<p>Im Profil findest du deine Kontodaten.</p>',
  },
];

const API = 'http://storybook.invalid/smucrestapi/v2';

const meta = {
  title: 'Learning center',
  args: { lang: 'en', onOpen: fn() },
  argTypes: { lang: { control: 'inline-radio', options: LANGUAGES } },
  render: ({ lang, onOpen }) => (
    <AreaRoot lang={lang} css={css}>
      <div className="learning-center">
        <TutorialList tutorials={TUTORIALS} apiBase={API} language={lang} onOpen={onOpen} />
      </div>
    </AreaRoot>
  ),
} satisfies Meta<{ lang: Language; onOpen: (videoId: string) => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category tabs and cards. */
export const List: Story = {};

/** Right to left. */
export const Arabic: Story = { args: { lang: 'ar' } };

/** German, as `GET /tutorials.json?lang=de` answers (issue 30): categories, titles, descriptions. */
export const German: Story = {
  args: { lang: 'de' },
  render: ({ lang, onOpen }) => (
    <AreaRoot lang={lang} css={css}>
      <div className="learning-center">
        <TutorialList tutorials={TUTORIALS_DE} apiBase={API} language={lang} onOpen={onOpen} />
      </div>
    </AreaRoot>
  ),
};

/** A tutorial's page; the recording is not on this (absent) server, so the page says so. */
export const TutorialDetail: Story = {
  render: ({ lang }) => (
    <AreaRoot lang={lang} css={css}>
      <TutorialPage
        tutorial={TUTORIALS[2]!}
        apiBase={API}
        language={lang}
        onBack={(e) => e.preventDefault()}
      />
    </AreaRoot>
  ),
};

/** An id that is not in the list. */
export const UnknownTutorial: Story = {
  render: ({ lang }) => (
    <AreaRoot lang={lang} css={css}>
      <TutorialPage tutorial={null} apiBase={API} language={lang} onBack={(e) => e.preventDefault()} />
    </AreaRoot>
  ),
};
