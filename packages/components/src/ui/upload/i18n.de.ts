import type { Localized } from '../../i18n/types';
import type { uploadEn } from './i18n.en';

/** German texts of the video and image uploads. */
export const uploadDe: Localized<typeof uploadEn> = {
  video: {
    title: 'Video',
    embedHint:
      'Eine Videodatei läuft überall, auch in Display-Bannern. Ist unten ein YouTube-, Vimeo- oder Facebook-Link gesetzt, läuft stattdessen dieser.',
    choose: 'Video hochladen (mp4, 3gpp oder quicktime, bis 30 GB)',
    replace: 'Video ersetzen',
    preparing: 'Wird vorbereitet…',
    uploading: 'Wird hochgeladen… {{percent}} %',
    progress: 'Upload-Fortschritt',
    processing: 'Wird verarbeitet…',
    done: 'Das Video ist hochgeladen.',
    failed: 'Etwas ist schiefgelaufen.',
    poster: 'Vorschaubild des hochgeladenen Videos',
    duration: 'Dauer: {{duration}}',
    none: 'Noch kein Video hochgeladen.',
    invalid: 'Ungültige Datei! Erlaubt sind folgende Dateitypen: mp4, 3gpp, quicktime',
    empty: 'Die Videodatei ist leer.',
    tooLarge: 'Das Video darf höchstens 30 GB groß sein.',
    transcoding: 'Verarbeitung… {{percent}} %',
    transcodeProgress: 'Verarbeitungsfortschritt',
  },
  image: {
    choose: 'Bild hochladen ({{width}}×{{height}} px)',
    uploading: 'Bild wird hochgeladen…',
    uploaded: 'Das Bild ist hochgeladen.',
    tooLarge: 'Das Bild darf höchstens 10 MB groß sein.',
    processing: 'Bei der Verarbeitung deines Bildes ist ein unbekannter Fehler aufgetreten',
    failed: 'Beim Hochladen des Bildes ist ein unerwarteter Fehler aufgetreten.',
    cropTitle: 'Bild zuschneiden',
    cropHelp:
      'Ziehe das Bild, um den Ausschnitt zu wählen; zoome mit dem Schieberegler oder den Pfeiltasten.',
    zoom: 'Zoom',
    crop: 'Zuschneiden und hochladen',
    preview: 'Hochgeladenes Bild',
  },
};
