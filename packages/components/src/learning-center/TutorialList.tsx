import { type Language, type Tutorial, tutorialCategories, tutorialMedia } from '@smuc/sdk';
import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TutorialCard } from './TutorialCard';

const ALL = '*';

export interface TutorialListProps {
  tutorials: Tutorial[];
  /** REST base of the server (the recordings are served beside it). */
  apiBase: string;
  /** The list's language (the area's): orders the categories and picks the recordings. */
  language: Language;
  /** A card was chosen (its link's default is already prevented). */
  onOpen: (videoId: string) => void;
}

/**
 * The learning center's list (000 §2): tabs "All tutorials" plus the sorted distinct categories
 * (arrow keys move between tabs), and under each tab the cards of that category in list order.
 */
export function TutorialList({ tutorials, apiBase, language, onOpen }: TutorialListProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>(ALL);
  const categories = useMemo(() => tutorialCategories(tutorials, language), [tutorials, language]);
  const tabs = [ALL, ...categories];
  if (tutorials.length === 0) return <p className="empty">{t('learningCenter.empty')}</p>;
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))} className="tutorial-tabs">
      <TabList aria-label={t('learningCenter.categories')} className="tab-list">
        {tabs.map((key) => (
          <Tab key={key} id={key} className="tab">
            {key === ALL ? t('learningCenter.all') : key}
          </Tab>
        ))}
      </TabList>
      {tabs.map((key) => (
        <TabPanel key={key} id={key} className="tab-panel">
          <ul className="tutorial-grid">
            {tutorials
              .filter((tutorial) => key === ALL || tutorial.category === key)
              .map((tutorial) => (
                <TutorialCard
                  key={tutorial.videoId}
                  tutorial={tutorial}
                  poster={tutorialMedia(apiBase, tutorial.videoId, language).poster}
                  href={`/learning-center/${tutorial.videoId}`}
                  onOpen={(e) => {
                    e.preventDefault();
                    onOpen(tutorial.videoId);
                  }}
                />
              ))}
          </ul>
        </TabPanel>
      ))}
    </Tabs>
  );
}
