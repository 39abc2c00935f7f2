import type { Tutorial } from '@smuc/sdk';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';

export interface TutorialCardProps {
  tutorial: Tutorial;
  /** The poster's address (`tutorialMedia(...).poster`); a missing poster shows a drawn thumbnail. */
  poster: string;
  /** The tutorial page's path (`/learning-center/{videoId}`). */
  href: string;
  onOpen: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * One card of the learning center (000 §2): thumbnail, category and title, the whole card a link to
 * the tutorial page. The texts come in the dashboard's language (`GET /tutorials.json?lang=`, issue 30).
 */
export function TutorialCard({ tutorial, poster, href, onOpen }: TutorialCardProps) {
  const [posterFailed, setPosterFailed] = useState(false);
  return (
    <li className="tutorial-card card">
      <a href={href} onClick={onOpen} className="tutorial-link">
        <span className="tutorial-thumb">
          {posterFailed ? (
            <PlayCircle size={48} aria-hidden />
          ) : (
            <img src={poster} alt="" loading="lazy" onError={() => setPosterFailed(true)} />
          )}
        </span>
        <span className="tutorial-category">{tutorial.category}</span>
        <span className="tutorial-title">{tutorial.title}</span>
      </a>
    </li>
  );
}
